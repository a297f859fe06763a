import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  newPage,
  overrideRuntimeConfig,
  reportPolicyViolationsIn,
  sharedBrowser,
  TEST_RUNTIME_CONFIG,
} from './browser';
import { type Lang, LANGUAGES, word } from './locale-words';
import { actAs } from './walk/roles';

// The app shell by keyboard alone (WCAG 2.2 AA, docs/testing.md "Keyboard and motion"): the skip link
// (2.4.1), the page title after a route change (2.4.2), the focus ring (2.4.7) and
// reduced motion. Keys only: no click, and the test never calls focus().

const browser = sharedBrowser();
const MAX_TAB_STOPS = 40;

/** What has the focus, as the test reads it. */
interface Focused {
  tag: string;
  name: string;
  href: string | null;
  inMain: boolean;
  inHeader: boolean;
  isMain: boolean;
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement ?? document.body;
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      href: el.getAttribute('href'),
      inMain: el.closest('main') !== null,
      inHeader: el.closest('header') !== null,
      isMain: el.tagName === 'MAIN',
    };
  });

/** Presses Tab until `wanted` has the focus; fails after MAX_TAB_STOPS stops. */
async function tabTo(page: Page, wanted: (f: Focused) => boolean, what: string): Promise<Focused> {
  for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (wanted(now)) return now;
  }
  throw new Error(`Tab never reached ${what}`);
}

const titleOf = (lang: Lang, titleKey: string) =>
  `${word(lang, `app:${titleKey}`)} | ${word(lang, 'app:siteName')}`;

/**
 * Opens `/<lang>/<path>` and waits for the app to run it: the page titled by the app (a prerendered page's
 * markup, skip link and heading included, is on screen before its script runs) and its heading in main.
 */
async function openScreen(page: Page, lang: Lang, path: string, titleKey: string): Promise<void> {
  await page.goto(`/${lang}/${path}`);
  await page.waitForFunction((title) => document.title === title, titleOf(lang, titleKey));
  await page.locator('main h1').first().waitFor();
}

const skipLink = (page: Page, lang: Lang) => page.getByRole('link', { name: word(lang, 'app:skipToMain') });

/** How a control looks around its edge: its outline and shadow, and where it is. */
const edgeOf = (page: Page, lang: Lang) =>
  skipLink(page, lang).evaluate((el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return {
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
      onScreen: box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0,
    };
  });

/** Each element (and its ::before, ::after) whose transition or animation lasts longer than 0 s. */
const movingParts = (page: Page) =>
  page.evaluate(() => {
    const lasts = (durations: string) => durations.split(',').some((d) => Number.parseFloat(d) > 0);
    return [...document.querySelectorAll('*')].flatMap((el) =>
      [null, '::before', '::after'].flatMap((pseudo) => {
        const style = getComputedStyle(el, pseudo);
        return lasts(style.transitionDuration) || lasts(style.animationDuration)
          ? [`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${pseudo ?? ''}`]
          : [];
      }),
    );
  });

/** A context asking for `reducedMotion`, otherwise as newContext makes one (browser.ts). */
async function motionContext(b: Browser, lang: Lang, reducedMotion: 'reduce' | 'no-preference') {
  const context: BrowserContext = await b.newContext({
    locale: lang.replace('_', '-'),
    baseURL: inject('baseURL'),
    viewport: { width: 1280, height: 800 },
    reducedMotion,
  });
  await overrideRuntimeConfig(context, TEST_RUNTIME_CONFIG);
  await reportPolicyViolationsIn(context);
  return context;
}

describe.each(LANGUAGES)('the app shell by keyboard (%s)', (lang) => {
  it.each([
    ['a visitor', 'investments', 'titles.investments', false],
    [
      'a signed-in user, past the side navigation',
      'personal/userManagement',
      'titles.personal.userManagement',
      true,
    ],
  ])(
    'WCAG 2.4.1: for %s (/%s) the first Tab reaches the skip link, shown; Enter moves the focus into main',
    async (_who, path, titleKey, signedIn) => {
      const { page, context, pageErrors } = await newPage(browser(), { locale: lang.replace('_', '-') });
      if (signedIn) await actAs(context, 'kycApproved');
      try {
        await openScreen(page, lang, path, titleKey);
        // Signed in once the header says so: the page stays where it is (a failed session check would send
        // it on to /login, a new page that takes the focus).
        if (signedIn) await page.getByRole('button', { name: word(lang, 'app:header.personal') }).waitFor();
        await page.keyboard.press('Tab');
        const first = await focused(page);
        expect(first).toMatchObject({ tag: 'a', name: word(lang, 'app:skipToMain'), href: '#main-content' });
        expect((await edgeOf(page, lang)).onScreen, 'the focused skip link is in view').toBe(true);

        await page.keyboard.press('Enter');
        expect(await focused(page)).toMatchObject({ isMain: true });
        expect(new URL(page.url()).hash, 'the address keeps no #main-content').toBe('');
        // The next Tab goes on inside the screen: the header and side navigation were passed.
        await page.keyboard.press('Tab');
        const next = await focused(page);
        expect(next, 'the stop after the skip is inside main').toMatchObject({
          inMain: true,
          inHeader: false,
        });
        expect(pageErrors).toEqual([]);
        expect(await page.locator('main').count(), 'one main landmark').toBe(1);
      } finally {
        await context.close();
      }
    },
  );

  it('WCAG 2.4.2: a header link followed by keyboard retitles the page', async () => {
    const { page, context, pageErrors } = await newPage(browser(), { locale: lang.replace('_', '-') });
    try {
      await openScreen(page, lang, '', 'titles.home');
      const tab = word(lang, 'app:nav.investments');
      await tabTo(page, (f) => f.inHeader && f.name === tab && f.href === `/${lang}/investments`, tab);
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/${lang}/investments`);
      await page.locator('main h1', { hasText: word(lang, 'app:titles.investments') }).waitFor();
      const title = titleOf(lang, 'titles.investments');
      await page.waitForFunction((wanted) => document.title === wanted, title, { timeout: 5_000 });
      expect(await page.title()).toBe(title);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('WCAG 2.4.7: the focused skip link and every header control Tab reaches show a focus ring', async () => {
    const { page, context } = await newPage(browser(), { locale: lang.replace('_', '-') });
    try {
      await openScreen(page, lang, 'investments', 'titles.investments');
      const unfocused = await edgeOf(page, lang);
      expect(unfocused.onScreen, 'the skip link is out of sight until focused').toBe(false);
      await page.keyboard.press('Tab');
      const skipFocused = await edgeOf(page, lang);
      expect(skipFocused.outline).not.toBe(unfocused.outline);
      expect(skipFocused.boxShadow).not.toBe(unfocused.boxShadow);
      expect(skipFocused.outline).toMatch(/^solid 2px /);

      const ringless: string[] = [];
      for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el?.closest('header')) return null;
          const style = getComputedStyle(el);
          const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
          return { name: el.getAttribute('aria-label') ?? el.textContent ?? '', shown: outlined };
        });
        if (!ring) break;
        if (!ring.shown) ringless.push(ring.name);
      }
      expect(ringless, 'header controls focused without a ring').toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reduced motion: with the system setting on, an opened menu and the page around it do not move; Escape gives the focus back', async () => {
    const context = await motionContext(browser(), lang, 'reduce');
    try {
      const page = await context.newPage();
      await openScreen(page, lang, 'investments', 'titles.investments');
      const language = word(lang, 'app:header.language');
      await tabTo(page, (f) => f.name === language, 'the language button');
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      // Mantine draws the menu without its transition (theme.respectReducedMotion: no inline duration where
      // it sets 150 ms otherwise); the CSS rule stops the rest.
      expect(await menu.evaluate((el) => (el as HTMLElement).style.transitionDuration)).toBe('');
      expect(await movingParts(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await focused(page), 'Escape gives the focus back to the button').toMatchObject({
        name: language,
      });
    } finally {
      await context.close();
    }
  });
});

it('without the reduced-motion setting, the same menu and page do move (the other verdict)', async () => {
  const context = await motionContext(browser(), 'en_US', 'no-preference');
  try {
    const page = await context.newPage();
    await openScreen(page, 'en_US', 'investments', 'titles.investments');
    await tabTo(page, (f) => f.name === word('en_US', 'app:header.language'), 'the language button');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.evaluate((el) => (el as HTMLElement).style.transitionDuration)).toBe('150ms');
    expect((await movingParts(page)).length).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});
