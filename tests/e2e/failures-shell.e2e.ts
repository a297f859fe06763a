import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'vitest';
import { newPage, sharedBrowser } from './browser';
import {
  expectFailureShown,
  FAILING_PAGE,
  FAILURE_SHOWN_TIMEOUT_MS,
  failOnOpen,
  isInjectedLoadLog,
} from './failures/fail-on-open';
import { FAILURES, injectFailure } from './failures/inject';
import { SCREEN_CALLS_BY_DOMAIN, STARTUP_CALLS } from './failures/on-open-calls';
import { actAs } from './walk/roles';

const browser = sharedBrowser();

// The start-up calls every page makes, failed on home: the shell makes them the same way on every route,
// so another screen's cases would repeat these (the walker checks every route's start-up calls answer).
failOnOpen(
  browser,
  'spec §4, §8: the start-up calls, failed in each way',
  [{ screen: '', role: 'visitor', calls: STARTUP_CALLS.visitor }],
  { inApp: false },
);

describe.concurrent('spec §8: the shell and login calls, failed in each way', () => {
  // What a signed-in user's page calls on open beyond the visitor's: the unread count of the header bell.
  const signedInOnly = STARTUP_CALLS.user.filter((call) => !STARTUP_CALLS.visitor.includes(call));
  for (const operationId of signedInOnly) {
    for (const failure of FAILURES) {
      it(`home, signed in: ${operationId} answers ${failure}`, async ({ expect }) => {
        const { page, context, pageErrors, consoleErrors } = await newPage(browser(), FAILING_PAGE);
        try {
          await actAs(context, 'user');
          await injectFailure(page, operationId, failure);
          await page.goto('/en_US');
          const banner = page.getByRole('banner');
          if (failure === 'unauthorized') {
            // Spec §4/§8: UNAUTHORIZED ends the session; the visitor's header shows.
            await banner.getByRole('link', { name: 'Log in' }).waitFor();
          } else {
            // The bell says the count failed (it is asked again with the next refresh); no toast every minute.
            await banner
              .getByRole('button', { name: 'Messages could not be loaded; trying again shortly' })
              .waitFor({ timeout: FAILURE_SHOWN_TIMEOUT_MS });
            expect(await page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
          }
          expect(pageErrors).toEqual([]);
          expect(consoleErrors.filter((text) => !isInjectedLoadLog(text))).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }

  for (const failure of FAILURES) {
    it(`login: the login call answers ${failure}; what was typed survives`, async ({ expect }) => {
      const { page, context, pageErrors, consoleErrors } = await newPage(browser(), FAILING_PAGE);
      try {
        await page.goto('/en_US/login');
        await page.getByLabel('Phone number or email').fill('investor@example.com');
        await page.getByLabel(/^Password/).fill('Secret123');
        await injectFailure(page, 'login', failure);
        await page.getByRole('button', { name: 'Log in' }).click();
        await expectFailureShown(page, expect);
        expect(await page.getByLabel('Phone number or email').inputValue()).toBe('investor@example.com');
        expect(await page.getByLabel(/^Password/).inputValue()).toBe('Secret123');
        expect(page.url()).toMatch(/\/en_US\/login$/);
        expect(pageErrors).toEqual([]);
        expect(consoleErrors.filter((text) => !isInjectedLoadLog(text))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

it('runs the failure cases of every domain whose screens call on open', ({ expect }) => {
  const withCalls = Object.entries(SCREEN_CALLS_BY_DOMAIN)
    .filter(([, calls]) => Object.values(calls).some((list) => list?.length))
    .map(([domain]) => domain);
  const missing = withCalls.filter((domain) => !existsSync(resolve(`tests/e2e/failures-${domain}.e2e.ts`)));
  expect(missing, 'add tests/e2e/failures-<domain>.e2e.ts calling failScreensOf(domain)').toEqual([]);
});
