import type { BrowserContext, Page } from 'playwright-core';
import { operationScenarios, type OperationScenario } from '@generated/scenarios';

// The QA switch driven from a browser test: the mock's named examples chosen through the tab's
// sessionStorage 'qa.scenarios' (src/api/scenario.ts), the login token, form drafts, and the calls made.

export function scenarioOf(operationId: string, name: string): OperationScenario {
  const found = operationScenarios[operationId]?.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`the contract has no ${operationId} example ${name}`);
  return found;
}

/** operationId → example name, as the QA switch stores it. */
export const scenarioMap = (examples: Record<string, string>) =>
  Object.fromEntries(Object.entries(examples).map(([id, name]) => [id, scenarioOf(id, name)]));

/**
 * The mock answers these operations with these examples in every page of the context, chosen once per tab
 * (a later switch survives a reload); `signedIn` stores a token as a login does, `drafts` prefill forms.
 */
export async function chooseExamples(
  context: BrowserContext,
  examples: Record<string, string>,
  { signedIn = false, drafts = {} }: { signedIn?: boolean; drafts?: Record<string, unknown> } = {},
): Promise<void> {
  await context.addInitScript(
    ({ scenarios, signedIn, drafts }) => {
      if (window.location.protocol !== 'http:') return; // error pages have no storage
      if (signedIn) window.localStorage.setItem('token', 'e2e-token');
      if (window.sessionStorage.getItem('qa.scenarios')) return;
      window.sessionStorage.setItem('qa.scenarios', JSON.stringify(scenarios));
      for (const [id, data] of Object.entries(drafts)) {
        window.sessionStorage.setItem(`form-draft:${id}`, JSON.stringify(data));
      }
    },
    { scenarios: scenarioMap(examples), signedIn, drafts },
  );
}

/** From now on the mock answers with exactly these examples. */
export async function switchExamples(page: Page, examples: Record<string, string>): Promise<void> {
  await page.evaluate(
    (chosen) => window.sessionStorage.setItem('qa.scenarios', JSON.stringify(chosen)),
    scenarioMap(examples),
  );
}

/** From now on the mock answers `operationId` with its example `name`; the other choices stay. */
export async function answerWith(page: Page, operationId: string, name: string): Promise<void> {
  await page.evaluate(
    ([id, scenario]) => {
      const current = JSON.parse(window.sessionStorage.getItem('qa.scenarios') ?? '{}') as object;
      window.sessionStorage.setItem('qa.scenarios', JSON.stringify({ ...current, [id as string]: scenario }));
    },
    [operationId, scenarioOf(operationId, name)] as const,
  );
}

/** The JSON bodies the page posts to the mock's contract `path`, in order, from now on. */
export function recordBodies(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/mock${path}`)
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

/** The contract paths the page calls on the mock, in order. */
export function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/mock/')) calls.push(path.replace(/^\/mock/, ''));
  });
  return calls;
}
