import type { Browser, Page } from 'playwright-core';
import { describe, type ExpectStatic, it } from 'vitest';
import { ROUTES } from '@/app/routing/route-table';
import type { RoutePattern } from '@/lib/app-paths';
import { newContext, screenshot, sharedBrowser } from '../browser';
import { pagePool } from '../page-pool';
import { actAs, type Role } from '../walk/roles';
import { FAILURES, injectFailure, TEST_REQUEST_TIMEOUT_MS } from './inject';
import {
  type CallDomain,
  FAILURES_COVERED_ON,
  SCREEN_CALLS,
  SCREEN_CALLS_BY_DOMAIN,
  type ScreenCalls,
} from './on-open-calls';

const RAW_EXCEPTION = /TypeError|SyntaxError|Unexpected token|Failed to fetch|undefined|\[object /;
// The injected failures themselves make Chromium log the failed loads.
export const isInjectedLoadLog = (text: string) => /Failed to load resource/.test(text);
/** Long enough for a timed-out call, its retry and that retry's timeout. */
export const FAILURE_SHOWN_TIMEOUT_MS = TEST_REQUEST_TIMEOUT_MS * 4 + 5_000;

/**
 * A failure shown: an alert (a load that failed), or a refusal of what the user sent in its polite region
 * (`RefusalRegion`, WCAG 4.1.3).
 */
export async function expectFailureShown(page: Page, expect: ExpectStatic): Promise<void> {
  const alert = page
    .locator('[role="alert"], [role="status"]:has([role="group"])')
    .filter({ hasText: /\S/ })
    .first();
  await alert.waitFor({ timeout: FAILURE_SHOWN_TIMEOUT_MS });
  expect(await alert.innerText()).not.toMatch(RAW_EXCEPTION);
  await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached', timeout: 5_000 });
  // The alert may be a notice outside the screen, shown before the screen has drawn: wait for its content.
  await expect
    .poll(async () => (await page.locator('main').innerText()).trim(), { timeout: 5_000 })
    .not.toBe('');
}

/** A page of a failure case: a call that never answers times out in TEST_REQUEST_TIMEOUT_MS. */
export const FAILING_PAGE = { runtimeConfig: { requestTimeoutMs: TEST_REQUEST_TIMEOUT_MS } };

export const openPath = (pattern: RoutePattern) =>
  `/en_US/${pattern.replace(/\/?:\w+\?$/, '')}`.replace(/\/$/, '');

/**
 * Each on-open call of a screen, failed in each way (spec §8), on the screen opened as the role that may use
 * it. Cases run concurrently, each in a page of its own from a pool of the role's contexts (page-pool.ts).
 * A screen opens as a link inside the app opens it (`inApp`), or as a new address: the start-up calls are
 * made once per page load, so their failures need a load of their own.
 */
export function failOnOpen(
  browser: () => Browser,
  title: string,
  cases: readonly { screen: RoutePattern; role: Role; calls: readonly string[] }[],
  { inApp }: { inApp: boolean },
): void {
  describe.concurrent(title, () => {
    const pages = failingPagesAs(browser, inApp);
    for (const { screen, role, calls } of cases) {
      for (const operationId of calls) {
        for (const failure of FAILURES) {
          it(`/${screen} as ${role}: ${operationId} answers ${failure}`, async ({ expect }) => {
            const pooled = await pages[role].borrow();
            const { page, pageErrors, consoleErrors } = pooled;
            // A case that ends the session leaves its tab logged out: the next case loads afresh.
            const endsSession = role !== 'visitor' && failure === 'unauthorized';
            try {
              await injectFailure(page, operationId, failure);
              // Not until 'load': what follows waits for the landing or the failure shown.
              await pooled.open(openPath(screen), { waitUntil: 'commit' });
              if (endsSession) {
                // Spec §4: UNAUTHORIZED ends the session, and a route that needs login sends the user to /login.
                await page.waitForURL(/\/en_US\/login\?redirect=/, { timeout: 10_000 });
                expect(pageErrors).toEqual([]);
                return;
              }
              if (operationId === 'getUserInfo' && failure === 'unauthorized') {
                // Spec §4/§8: UNAUTHORIZED on user info means a visitor, not an error: the visitor's page shows.
                await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
                await page
                  .locator('.mantine-Loader-root')
                  .first()
                  .waitFor({ state: 'detached', timeout: 5_000 });
                expect(pageErrors).toEqual([]);
                return;
              }
              await expectFailureShown(page, expect);
              // The first alert may be another notice of the page (kycEnter's "verified"): wait for the retry.
              await page
                .getByRole('button', { name: 'Retry' })
                .first()
                .waitFor({ timeout: FAILURE_SHOWN_TIMEOUT_MS });
              await screenshot(
                page,
                `failure-${screen.replace(/\W+/g, '-') || 'home'}-${operationId}-${failure}`,
              );
              expect(pageErrors).toEqual([]);
              expect(consoleErrors.filter((text) => !isInjectedLoadLog(text))).toEqual([]);
            } finally {
              await pages[role].giveBack(pooled, { cold: endsSession });
            }
          });
        }
      }
    }
  });
}

/**
 * Pages of each role whose calls time out in TEST_REQUEST_TIMEOUT_MS; a case injects its failure per page.
 * `inApp`: the pages stay in the app between cases (page-pool.ts `warm`).
 */
export function failingPagesAs(
  browser: () => Browser,
  inApp: boolean,
): Record<Role, ReturnType<typeof pagePool>> {
  const poolOf = (role: Role) =>
    pagePool(
      async () => {
        const context = await newContext(browser(), FAILING_PAGE);
        await actAs(context, role);
        return context;
      },
      undefined,
      inApp ? { warm: 'en_US' } : {},
    );
  return { visitor: poolOf('visitor'), user: poolOf('user'), kycApproved: poolOf('kycApproved') };
}

/**
 * Every screen of the route table with on-open calls in `calls`, opened as the role that may use it, less
 * the calls another screen's cases cover (FAILURES_COVERED_ON), which must be on-open calls of that screen.
 */
export function screenCases(calls: ScreenCalls) {
  const injected = (screen: RoutePattern) =>
    (calls[screen] ?? []).filter((operationId) => {
      const coveredOn = FAILURES_COVERED_ON[screen]?.[operationId];
      if (coveredOn && !SCREEN_CALLS[coveredOn]?.includes(operationId)) {
        throw new Error(
          `failures: ${operationId} is not an on-open call of ${coveredOn}, which should cover it`,
        );
      }
      return !coveredOn;
    });
  return ROUTES.filter((route) => calls[route.path]?.length).map((route) => ({
    screen: route.path,
    role: route.meta.mustLogin ? ('kycApproved' as const) : ('visitor' as const),
    calls: injected(route.path),
  }));
}

/** The failure cases of one domain's screens: the whole of a tests/e2e/failures-<domain>.e2e.ts. */
export function failScreensOf(domain: CallDomain): void {
  failOnOpen(
    sharedBrowser(),
    `spec §8: the ${domain} screens, every on-open call failed in each way`,
    screenCases(SCREEN_CALLS_BY_DOMAIN[domain]),
    { inApp: true },
  );
}
