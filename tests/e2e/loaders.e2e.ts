// docs/performance.md "Loaders that wait a second": a loader that stands for content still to come (the session
// check, a screen, a section) shows only once the wait passes a second, and spins from then on; a button's loader
// shows at the click, as Mantine draws it; with reduced motion a loader shows at once. The test reads the built
// stylesheet as the browser applies it: a fresh copy of the page's own loader, its animations paused at chosen
// times (Web Animations), so nothing waits for a time.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { operations } from '@generated/operations';
import { overrideRuntimeConfig, sharedBrowser, TEST_RUNTIME_CONFIG } from './browser';
import { type Lang, LANGUAGES, word } from './locale-words';
import { actAs } from './walk/roles';

const browser = sharedBrowser();
const userInfo = operations.find((operation) => operation.operationId === 'getUserInfo')!;

/**
 * A signed-in screen whose session check never answers, so its loader stays; a context of its own, without
 * the still loaders of the other tests (browser.ts), as a user's browser draws them.
 */
async function sessionCheckPending(b: Browser, lang: Lang, reducedMotion: 'reduce' | 'no-preference') {
  const context = await b.newContext({
    locale: lang.replace('_', '-'),
    baseURL: inject('baseURL'),
    reducedMotion,
  });
  await overrideRuntimeConfig(context, TEST_RUNTIME_CONFIG);
  await actAs(context, 'kycApproved');
  const page = await context.newPage();
  await page.route(
    (url) => url.pathname === `/mock${userInfo.path}`,
    () => undefined,
  );
  await page.goto(`/${lang}/assets/tokenAccount`);
  const status = page.getByRole('status', { name: word(lang, 'app:session.checking') });
  await status.waitFor({ state: 'attached' });
  return { page, context };
}

interface LoaderAt {
  /** The loader's visibility. */
  visibility: string;
  /** The turn of its spinning ring in degrees (Mantine's oval loader draws it as ::after); null untransformed. */
  ring: number | null;
}

/**
 * A copy of the session check's loader, put beside it (or, with `inButton`, in a button's loader slot), its
 * animations paused in the task that created them and read at each of `times` ms after it appeared.
 */
const copyAt = (page: Page, times: number[], inButton = false) =>
  page.evaluate(
    ({ times, inButton }) => {
      const original = document.querySelector('[data-testid="session-checking"] .mantine-Loader-root')!;
      const copy = original.cloneNode(true) as HTMLElement;
      const slot = document.createElement('span');
      slot.className = 'mantine-Button-loader';
      if (inButton) slot.append(copy);
      original.parentElement!.append(inButton ? slot : copy);
      const animations = copy.getAnimations({ subtree: true });
      animations.forEach((animation) => animation.pause());
      return times.map((time) => {
        animations.forEach((animation) => (animation.currentTime = time));
        const matrix = /^matrix\(([^,]+),([^,]+),/.exec(getComputedStyle(copy, '::after').transform);
        return {
          visibility: getComputedStyle(copy).visibility,
          ring: matrix
            ? Math.round((Math.atan2(Number(matrix[2]), Number(matrix[1])) * 180) / Math.PI)
            : null,
        };
      });
    },
    { times, inButton },
  ) as Promise<LoaderAt[]>;

describe.each(LANGUAGES)('loaders that wait a second (%s)', (lang) => {
  it('the session check shows no loader for its first second, then a spinning one', async () => {
    const { page, context } = await sessionCheckPending(browser(), lang, 'no-preference');
    try {
      const [start, justBefore, after] = await copyAt(page, [0, 999, 1300]);
      expect(start).toEqual({ visibility: 'hidden', ring: null });
      expect(justBefore).toEqual({ visibility: 'hidden', ring: null });
      // 300 ms into a 1.2 s turn: a quarter turn.
      expect(after).toEqual({ visibility: 'visible', ring: 90 });
    } finally {
      await context.close();
    }
  });

  it("a button's loader shows and spins from the click", async () => {
    const { page, context } = await sessionCheckPending(browser(), lang, 'no-preference');
    try {
      expect(await copyAt(page, [0, 300], true)).toEqual([
        { visibility: 'visible', ring: 0 },
        { visibility: 'visible', ring: 90 },
      ]);
    } finally {
      await context.close();
    }
  });

  it('with reduced motion the loader shows at once, still', async () => {
    const { page, context } = await sessionCheckPending(browser(), lang, 'reduce');
    try {
      // a11y.css: no delay and no turn (a ring at its start would be turned 0 degrees, not untransformed).
      expect(await copyAt(page, [0, 300])).toEqual([
        { visibility: 'visible', ring: null },
        { visibility: 'visible', ring: null },
      ]);
    } finally {
      await context.close();
    }
  });
});
