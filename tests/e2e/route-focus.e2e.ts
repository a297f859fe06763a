import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { newPage, sharedBrowser } from './browser';
import { keyboardOf } from './keyboard';
import { LANGUAGES, word, type Lang } from './locale-words';
import { LOGIN_REDIRECT_DELAY_MS } from '@/app/guards/route-access';

// WCAG 2.4.3 Focus Order and 2.4.2 Page Titled on a route change (src/app/layout/use-focus-main-on-navigate.ts):
// a page the user goes to (a link followed by keyboard, Back) starts with the focus on its main landmark and
// its own title; a first load and a redirect (spec §2's language rule, spec §4's login guard) leave the focus
// where it is and still land.

const browser = sharedBrowser();

const MAIN = '#main-content';

const titleOf = (lang: Lang, titleKey: string) =>
  `${word(lang, `app:${titleKey}`)} | ${word(lang, 'app:siteName')}`;

/** Where the focus is: the main landmark itself, inside it, or elsewhere (the body, the header). */
const focusPlace = (page: Page) =>
  page.evaluate((main) => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    if (active.matches(main)) return 'main';
    return active.closest(main) ? 'inside main' : `outside main: <${active.tagName.toLowerCase()}>`;
  }, MAIN);

// A bound on waiting for the event, not a wait: a first load on a busy 2-core machine took over 5 s.
const LOADED_WITHIN = 20_000;

const titled = (page: Page, title: string) =>
  page.waitForFunction((wanted) => document.title === wanted, title, { timeout: LOADED_WITHIN });

for (const lang of LANGUAGES) {
  describe.concurrent(`WCAG 2.4.3 route change focus (${lang})`, () => {
    it('a header link followed by keyboard moves the focus to the new main and retitles the page; Back does too', async ({
      expect,
    }) => {
      const { page, context, pageErrors } = await newPage(browser(), { locale: lang.replace('_', '-') });
      try {
        await page.goto(`/${lang}`);
        await titled(page, titleOf(lang, 'titles.home'));
        const keys = keyboardOf(page);
        const link = page
          .locator('header')
          .getByRole('link', { name: word(lang, 'app:nav.investments'), exact: true });
        await keys.tabTo(link);
        expect(await focusPlace(page)).toBe('outside main: <a>');

        await keys.press('Enter');
        await page.waitForURL(`**/${lang}/investments`);
        await titled(page, titleOf(lang, 'titles.investments'));
        await page.waitForFunction((main) => document.activeElement?.matches(main), MAIN, {
          timeout: LOADED_WITHIN,
        });
        expect(await focusPlace(page)).toBe('main');

        // Back to the home page (a POP), with the focus sent back up to the header first.
        await keys.tabTo(link, { back: true });
        await page.goBack();
        await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === `/${lang}`);
        await titled(page, titleOf(lang, 'titles.home'));
        await page.waitForFunction((main) => document.activeElement?.matches(main), MAIN, {
          timeout: LOADED_WITHIN,
        });
        expect(await focusPlace(page)).toBe('main');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('a first load and the language redirect (a replace) leave the focus on the page', async ({
      expect,
    }) => {
      const { page, context, pageErrors } = await newPage(browser(), { locale: lang.replace('_', '-') });
      try {
        // No language segment: spec §2 redirects to the browser's language, replacing the address.
        await page.goto('/investments');
        await page.waitForURL(`**/${lang}/investments`);
        await titled(page, titleOf(lang, 'titles.investments'));
        await page.locator('main h1').first().waitFor();
        expect(await focusPlace(page)).toBe('body');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it("a visitor's login-only page redirects to log in (a replace), which leaves the focus where the user put it", async ({
      expect,
    }) => {
      const { page, context, pageErrors } = await newPage(browser(), { locale: lang.replace('_', '-') });
      try {
        // The page's clock (Playwright's), paused once the page runs: the guard's 500 ms (spec §4) passes
        // when the test says, after it has moved the focus.
        await page.clock.install();
        await page.goto(`/${lang}/investments`);
        await titled(page, titleOf(lang, 'titles.investments'));
        await page.waitForFunction(() => window.__qaTestHooks !== undefined, undefined, {
          timeout: LOADED_WITHIN,
        });
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
        // A link inside the app to a login-only route (spec §2): a new page, so the focus goes to its main.
        await page.evaluate((path) => window.__qaTestHooks!.open(path), `/${lang}/assets/withdraw`);
        await page.waitForURL(`**/${lang}/assets/withdraw`);
        await page.waitForFunction((main) => document.activeElement?.matches(main), MAIN, {
          timeout: LOADED_WITHIN,
        });
        // The user moves on to the header before the guard's redirect.
        await page.keyboard.press('Shift+Tab');
        const moved = await page.evaluateHandle(() => document.activeElement);
        expect(await focusPlace(page)).toMatch(/^outside main/);

        await page.clock.fastForward(LOGIN_REDIRECT_DELAY_MS);
        await page.waitForURL(`**/${lang}/login?redirect=*`, { timeout: 10_000 });
        await titled(page, titleOf(lang, 'titles.login'));
        expect(await moved.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
