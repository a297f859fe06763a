import type { OperationScenario } from '@generated/scenarios';

// QA plumbing (design.md): per operation, the named contract example Prism should answer with, chosen
// in the QA switch or through `?scenario=operationId:exampleName,...`. Kept for the browser tab's session.
const STORAGE_KEY = 'qa.scenarios';

export type ScenarioMap = Record<string, OperationScenario>;

export function getScenarios(): ScenarioMap {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ScenarioMap) : {};
  } catch {
    return {};
  }
}

export function getScenario(operationId: string): OperationScenario | undefined {
  return getScenarios()[operationId];
}

export function setScenario(operationId: string, scenario: OperationScenario | null): void {
  const { [operationId]: _previous, ...others } = getScenarios();
  const next = scenario
    ? { ...others, [operationId]: { name: scenario.name, status: scenario.status } }
    : others;
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
}

export function clearScenarios(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
}

/** Prism's `Prefer` header value for the operation's chosen scenario, e.g. 'code=401, example=UNAUTHORIZED'. */
export function preferHeader(operationId: string): string | undefined {
  const scenario = getScenario(operationId);
  return scenario ? `code=${scenario.status}, example=${scenario.name}` : undefined;
}
