import type { Page, Route } from 'playwright-core';
import { operations } from '@generated/operations';

/** The answers issue 8 §2 makes each on-open call give, in turn. */
export const FAILURES = ['networkError', 'timeout', 'errorCode', 'unauthorized', 'notJson'] as const;
export type Failure = (typeof FAILURES)[number];

/** Lowered through public/config.js so a timeout is seen in seconds, not the default 30. */
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

export async function lowerRequestTimeout(page: Page): Promise<void> {
  await page.route('**/config.js', async (route) => {
    const original = await route.fetch();
    const body = `${await original.text()}\nwindow.__APP_CONFIG__.requestTimeoutMs = ${TEST_REQUEST_TIMEOUT_MS};\n`;
    await route.fulfill({ response: original, body });
  });
}

/** Makes every call of the operation to the mock answer with the failure. */
export async function injectFailure(page: Page, operationId: string, failure: Failure): Promise<void> {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`inject: no operation ${operationId} in the contract`);
  await page.route(
    (url) => url.pathname === `/mock${operation.path}`,
    (route) => (route.request().method() === operation.method ? answer[failure](route) : route.fallback()),
  );
}
