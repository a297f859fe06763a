import type { Page, Route } from 'playwright-core';
import { operations } from '@generated/operations';

/** The answers each on-open call is given, in turn (spec §8 failures: network, timeout, error code, session ended, not JSON). */
export const FAILURES = ['networkError', 'timeout', 'errorCode', 'unauthorized', 'notJson'] as const;
export type Failure = (typeof FAILURES)[number];

/**
 * The request timeout of the failure cases (newPage's runtimeConfig), so a timeout is seen in seconds, not
 * the default 30; long enough for the mock's answers to the page's other calls on a loaded machine.
 */
export const TEST_REQUEST_TIMEOUT_MS = 1500;

const answer: Record<Failure, (route: Route) => Promise<void>> = {
  networkError: (route) => route.abort('failed'),
  // Never answered: the app's own requestTimeoutMs must end it.
  timeout: () => new Promise<void>(() => undefined),
  errorCode: (route) =>
    route.fulfill({ json: { code: 'SYSTEM_ERROR', message: 'Injected failure message', data: null } }),
  unauthorized: (route) =>
    route.fulfill({ json: { code: 'UNAUTHORIZED', message: 'Please log in again', data: null } }),
  notJson: (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }),
};

/** Makes every call of the operation to the mock answer with the failure. */
export async function injectFailure(page: Page, operationId: string, failure: Failure): Promise<void> {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`inject: no operation ${operationId} in the contract`);
  await page.route(
    (url) => url.pathname === `/mock${operation.path}`,
    (route) => (route.request().method() === operation.method ? answer[failure](route) : route.fallback()),
  );
}
