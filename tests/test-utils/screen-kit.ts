// The one kit of the screen tests: open a screen as a role, answer an operation (by its operationId) with a
// named contract example or error, and read what the screen sent. Feature tests and their kits use these.
import { screen, waitFor } from '@testing-library/react';
import { operations } from '@generated/operations';
import { contractExample } from './contract-examples';
import { loggedInApi, type MockAnswer, mockApi, visitorApi } from './mock-api';
import { renderApp } from './render';

/** Who opens the screen: a visitor (no session), or the user of a getUserInfo example (kycApproved, …). */
export type Role = 'visitor' | (string & {});

export type FetchMock = ReturnType<typeof mockApi>;

/** The contract path of an operation, by its operationId (generated/operations.ts). */
export function pathOf(operationId: string): string {
  const operation = operations.find((meta) => meta.operationId === operationId);
  if (!operation) throw new Error(`the contract has no operation ${operationId}`);
  return operation.path;
}

/** A named example of the contract (openapi/examples/<file>.yaml) as an answer, with its HTTP status. */
export const exampleAnswer = (file: string, name: string, status = 200): MockAnswer => ({
  status,
  body: contractExample(file, name),
});

/** A named error of the contract (openapi/examples/errors.yaml) as an answer. */
export const errorAnswer = (name: string, status = 200): MockAnswer => exampleAnswer('errors', name, status);

/** The server's busy error (HTTP 500), what a screen's failure tests answer with. */
export const SERVER_BUSY = errorAnswer('SERVER_BUSY', 500);

/**
 * Waiting options for what a lazy screen shows first: its chunks can take long on a busy machine (the one
 * value every screen test waits with).
 */
export const LONG = { timeout: 20_000 };

/**
 * The screen's own level-1 heading. While the session is checked the route guard shows the route's title
 * as the same heading (`RouteGuard`), and the screen then replaces it: a heading found before the check
 * ends may be gone a moment later.
 */
export function findScreenHeading(name: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    if (screen.queryByTestId('session-checking')) throw new Error('The session is still being checked');
    return screen.getByRole('heading', { level: 1, name });
  }, LONG);
}

/**
 * The server's refusal (spec §8) once shown in a `RefusalRegion` inside `container` (the page by default): a
 * polite live region with the red box in it (WCAG 4.1.3).
 */
export function findRefusal(container: HTMLElement = document.body): Promise<HTMLElement> {
  return waitFor(() => {
    const regions = [...container.querySelectorAll<HTMLElement>('[role="status"]')];
    const shown = regions.find((region) => region.querySelector('[role="group"]'));
    if (!shown) throw new Error('No refusal is shown');
    return shown;
  }, LONG);
}

/**
 * Answers keyed by contract path from answers keyed by operationId: a string is the name of an example in
 * the file of the operation's tag (openapi/examples/<tag>.yaml), else the answer as given (`errorAnswer`).
 */
export function answerOperations(
  byOperation: Record<string, string | MockAnswer>,
): Record<string, MockAnswer> {
  return Object.fromEntries(
    Object.entries(byOperation).map(([operationId, reply]) => {
      const operation = operations.find((meta) => meta.operationId === operationId);
      if (!operation) throw new Error(`the contract has no operation ${operationId}`);
      return [operation.path, typeof reply === 'string' ? exampleAnswer(operation.tag, reply) : reply];
    }),
  );
}

/**
 * Opens `/<lang>/<path>` as `role`; every call the role's session makes answers its default example, the
 * others as `answers` (by contract path) say. `answers` in the result stays live: a test may change one
 * before a retry.
 */
export function openScreenAs(
  role: Role,
  path: string,
  answers: Record<string, MockAnswer> = {},
  { lang = 'en_US' }: { lang?: string } = {},
) {
  if (role === 'visitor') window.localStorage.removeItem('token');
  else window.localStorage.setItem('token', 'test-token');
  const live: Record<string, MockAnswer> = Object.assign(
    role === 'visitor' ? visitorApi() : loggedInApi(role),
    answers,
  );
  const fetchMock = mockApi(live);
  const app = renderApp(`/${lang}/${path}`);
  return { fetchMock, app, answers: live };
}

const contractPath = (input: unknown) =>
  new URL(String(input), 'http://localhost').pathname.replace(/^\/mock/, '');

/** The contract paths the screen called, in order. */
export const calledPaths = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([input]) => contractPath(input));

/** An operationId's contract path; a path (it starts with '/', or its end) as it is. */
const pathOrOperation = (target: string) => (target.startsWith('/') ? target : pathOf(target));

/** The calls made to an operation: its operationId, or a contract path (or its end). */
export const callsTo = (fetchMock: FetchMock, operation: string) =>
  fetchMock.mock.calls.filter(([input]) => contractPath(input).endsWith(pathOrOperation(operation)));

/** The JSON body of the last call to an operation (operationId or path); fails when there was none. */
export function lastBodySentTo(fetchMock: FetchMock, operation: string): Record<string, unknown> {
  const call = callsTo(fetchMock, operation).at(-1);
  if (!call) throw new Error(`no call to ${operation}`);
  const init = (call as unknown[])[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
}
