import type { Page, Request, Response } from 'playwright-core';
import { operations } from '@generated/operations';

/** A call the page made to the mock (paths under /mock), as the contract names it. */
export interface MockCall {
  operationId: string;
  status: number;
  /** Prism's list of contract violations, when it found any. */
  violations?: string;
}

const MOCK_PREFIX = '/mock';

export function operationIdOf(method: string, pathname: string): string {
  const path = pathname.slice(MOCK_PREFIX.length);
  const operation = operations.find((candidate) => candidate.method === method && candidate.path === path);
  return operation?.operationId ?? `${method} ${path} (not in the contract)`;
}

export interface MockTraffic {
  calls: MockCall[];
  /** Resolves once no mock request is in flight (checked twice, 50 ms apart, so a follow-up call counts). */
  settled: () => Promise<void>;
}

const isMockRequest = (url: string) => new URL(url).pathname.startsWith(`${MOCK_PREFIX}/`);

/** Records every answer the mock gives this page, from now on. */
export function recordMockCalls(page: Page): MockTraffic {
  const calls: MockCall[] = [];
  // A tab reused from an earlier test (page-pool.ts) may still get answers to that test's calls: only
  // requests made from now on count.
  const ours = new WeakSet<Request>();
  let inFlight = 0;
  page.on('request', (request) => {
    if (!isMockRequest(request.url())) return;
    ours.add(request);
    inFlight++;
  });
  const done = (request: Request) => {
    if (ours.has(request)) inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const settled = async () => {
    const deadline = Date.now() + 10_000;
    let quietChecks = 0;
    while (quietChecks < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      quietChecks = inFlight === 0 ? quietChecks + 1 : 0;
    }
  };
  page.on('response', (response: Response) => {
    if (!ours.has(response.request())) return;
    const url = new URL(response.url());
    const violations = response.headers()['sl-violations'];
    calls.push({
      operationId: operationIdOf(response.request().method(), url.pathname),
      status: response.status(),
      ...(violations ? { violations } : {}),
    });
  });
  return { calls, settled };
}

/**
 * The answers that mean the contract rejected a request: Prism's 422 (invalid request), 404 (no such
 * route), 405, any other 4xx/5xx, and any answer carrying Prism's `sl-violations` header. `allowed` lists
 * statuses the test asked for (a visitor's 401 on secured calls).
 */
export function rejectedCalls(calls: MockCall[], allowed: readonly number[] = []): MockCall[] {
  return calls.filter((call) => {
    if (allowed.includes(call.status)) return !onlyViolationsOf(call, allowed);
    return call.violations !== undefined || call.status >= 400;
  });
}

// An answer the test asked for (a 401 to a visitor) carries Prism's security violation of that same code.
function onlyViolationsOf(call: MockCall, allowed: readonly number[]): boolean {
  if (call.violations === undefined) return true;
  try {
    const violations = JSON.parse(call.violations) as { code?: unknown }[];
    return violations.every((violation) => allowed.includes(Number(violation.code)));
  } catch {
    return false;
  }
}
