import type { Browser } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import {
  axe,
  describeViolations,
  reportPolicyViolationsIn,
  screenshot,
  sharedBrowser,
  stillLoadersIn,
  unstyledMantineClasses,
} from '../browser';
import { pagePool } from '../page-pool';
import { expectedOnOpenCalls } from '../failures/on-open-calls';
import { expectedLanding, landingOf } from './check-landing';
import { recordMockCalls, rejectedCalls } from './mock-traffic';
import {
  DESKTOP_VIEWPORT,
  layoutOf,
  MIN_TARGET_PX,
  MIN_TOUCH_TARGET_PX,
  phoneLayoutOf,
  reflowOf,
} from './phone-check';
import { actAs, type Role, ROLES } from './roles';
import { LANGUAGES, walkTargets } from './route-urls';
import { LOGIN_REDIRECT_DELAY_MS } from '@/app/guards/route-access';

// A visitor's secured calls are answered 401 by the mock (spec §8); Chromium logs each as a console error.
const VISITOR_ALLOWED_STATUSES = [401] as const;
const isAllowed401Log = (text: string) => /status of 401\b/.test(text);
const ROLE_COUNT = Object.keys(ROLES).length;

/** The tabs of one role and language: a context logged in as the role, its browser in the language. */
export function tabsOf(browser: () => Browser, role: Role, lang: string) {
  return pagePool(
    async () => {
      const context = await browser().newContext({
        locale: lang.replace('_', '-'),
        baseURL: inject('baseURL'),
        viewport: DESKTOP_VIEWPORT,
        // A touch screen, for the phone-width check that follows each desktop one.
        hasTouch: true,
      });
      await reportPolicyViolationsIn(context);
      await stillLoadersIn(context);
      await actAs(context, role);
      return context;
    },
    (page) => ({ mock: recordMockCalls(page) }),
    { warm: lang },
  );
}

/**
 * Every route of the table (spec §2), in both languages, as one role. Each page, at desktop width (no control
 * under 24 px, WCAG 2.5.8), then resized in place to a phone's (no sideways scroll, no control under 40 px)
 * and to 320 px wide (no sideways scroll, WCAG 1.4.10): no page error, no console error, nothing the
 * Content-Security-Policy refused, the landing spec §4 expects, no request the contract rejects, only on-open
 * calls the failure table knows. Each distinct landing of the role and language (a visitor lands on /login
 * from every login-only route) is also checked by axe (WCAG 2.2 A/AA and best practices, no violation;
 * browser.ts AXE_TAGS) and screenshotted, once. Pages open concurrently, in contexts of the role and language (page-pool.ts).
 * Each route is opened as a new address in one of its six walks (three roles × two languages, taking turns
 * from route to route) and as a link inside the app opens it in the other five: a fresh load costs the
 * browser about five times what opening a screen inside the app does (scripts/bench/page-cost.mjs), and
 * every role and language still has a sixth of its routes loaded afresh.
 */
export function walkRoutesAs(role: Role): void {
  const targets = walkTargets();
  const browser = sharedBrowser();
  const roleIndex = Object.keys(ROLES).indexOf(role);

  for (const [langIndex, lang] of LANGUAGES.entries()) {
    describe.concurrent(`spec §2 route walk as ${role}, ${lang}`, () => {
      const tabs = tabsOf(browser, role, lang);
      const landingsSeen = new Set<string>();
      for (const [index, target] of targets.entries()) {
        const direct = index % (ROLE_COUNT * LANGUAGES.length) === roleIndex * LANGUAGES.length + langIndex;
        const expected = expectedLanding(target, role, lang);
        const firstOfLanding = !landingsSeen.has(expected);
        landingsSeen.add(expected);

        it(`/${lang}/${target.path}`, async ({ expect }) => {
          const tab = await tabs.borrow();
          const { page } = tab;
          try {
            await page.setViewportSize(DESKTOP_VIEWPORT);
            const started = Date.now();
            await tab.open(`/${lang}/${target.path}`, { direct });
            await page.waitForURL((url) => landingOf(url.href) === expected, { timeout: 10_000 });
            if (expected.includes('/login?redirect=')) {
              expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_REDIRECT_DELAY_MS);
            }
            await page.locator('main, [role="main"]').first().waitFor({ timeout: 5_000 });
            await tab.mock.settled();
            // No stuck spinner: every loader is gone once the page's calls have answered.
            await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached', timeout: 5_000 });

            if (firstOfLanding) {
              // The screen's own heading, once drawn: a shell or guard placeholder gives way to it, and axe's
              // page-has-heading-one caught that instant on a reused tab.
              await page.locator('main h1').first().waitFor({ timeout: 5_000 });
              const violations = await axe(page);
              expect(violations, describeViolations(violations)).toEqual([]);
              expect(await unstyledMantineClasses(page), 'Mantine classes no rule names').toEqual([]);
              await screenshot(page, `walk-${role}-${lang}-${target.path || 'home'}`);
            }

            const desktop = await layoutOf(page, MIN_TARGET_PX);
            expect(desktop.small, `controls under ${MIN_TARGET_PX} px at desktop width`).toEqual([]);

            const phone = await phoneLayoutOf(page);
            expect(phone.sideways, 'CSS pixels the page scrolls sideways at phone width').toBe(0);
            expect(phone.small, `controls under ${MIN_TOUCH_TARGET_PX} px at phone width`).toEqual([]);
            if (firstOfLanding) await screenshot(page, `walk-${role}-${lang}-${target.path || 'home'}-phone`);
            expect(await reflowOf(page), 'CSS pixels the page scrolls sideways at 320 px wide').toBe(0);

            expect(landingOf(page.url())).toBe(expected);
            expect(tab.pageErrors).toEqual([]);
            expect(tab.policyViolations).toEqual([]);
            const consoleErrors =
              role === 'visitor' ? tab.consoleErrors.filter((t) => !isAllowed401Log(t)) : tab.consoleErrors;
            expect(consoleErrors).toEqual([]);
            const allowed = role === 'visitor' ? VISITOR_ALLOWED_STATUSES : [];
            expect(rejectedCalls(tab.mock.calls, allowed)).toEqual([]);
            // A guard may land the page elsewhere (a user without KYC opening /assets lands on kycEnter):
            // the calls expected are those of the screen it landed on.
            const landedPath = expected.split('?')[0]?.replace(/\/$/, '');
            const landed = targets.find((t) => `/${lang}/${t.path}`.replace(/\/$/, '') === landedPath);
            const known = expectedOnOpenCalls(landed?.screen ?? target.screen, role);
            const unknown = [...new Set(tab.mock.calls.map((call) => call.operationId))].filter(
              (operationId) => !known.has(operationId),
            );
            expect(unknown, 'on-open calls missing from tests/e2e/failures/on-open-calls.ts').toEqual([]);
          } finally {
            await tabs.giveBack(tab);
          }
        });
      }
    });
  }
}
