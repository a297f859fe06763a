import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { stillLoadersIn, sharedBrowser } from '../browser';
import { pagePool } from '../page-pool';
import { expectedLanding, landingOf } from './check-landing';
import { junkIn, translationKeysOf } from './junk-text';
import { recordMockCalls } from './mock-traffic';
import { DESKTOP_VIEWPORT } from './phone-check';
import { actAs, type Role, ROLES } from './roles';
import { LANGUAGES, walkTargets } from './route-urls';
import type { ThinMode } from '@/api/scenario';

// A visitor's secured calls are answered 401 by the mock (spec §8); Chromium logs each as a console error.
const isAllowed401Log = (text: string) => /status of 401\b/.test(text);

const LOCALES = resolve('src/i18n/locales');
const TRANSLATION_KEYS = translationKeysOf(
  Object.fromEntries(
    readdirSync(LOCALES).map((lang) => [
      lang,
      Object.fromEntries(
        readdirSync(join(LOCALES, lang)).map((file) => [
          basename(file, '.json'),
          JSON.parse(readFileSync(join(LOCALES, lang, file), 'utf8')) as object,
        ]),
      ),
    ]),
  ),
);

const firstLine = (text: string) => text.split('\n')[0] ?? '';

/** The mock answers every call of the context's tabs thinly: the QA switch's choice (src/api/scenario.ts). */
async function thinIn(context: BrowserContext, mode: ThinMode): Promise<void> {
  await context.addInitScript((chosen) => {
    if (window.location.protocol !== 'http:') return; // error pages have no storage
    window.sessionStorage.setItem('qa.thin', chosen);
  }, mode);
}

/** The thin mode each mock answer of the page says it was pruned in (the mock's `x-mock-thin` answer header). */
function thinAnswersOf(page: Page): string[] {
  const modes: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/mock/'))
      modes.push(response.headers()['x-mock-thin'] ?? 'full');
  });
  return modes;
}

function thinTabsOf(browser: () => Browser, role: Role, lang: string, mode: ThinMode) {
  return pagePool(
    async () => {
      const context = await browser().newContext({
        locale: lang.replace('_', '-'),
        baseURL: inject('baseURL'),
        viewport: DESKTOP_VIEWPORT,
      });
      await stillLoadersIn(context);
      await actAs(context, role);
      await thinIn(context, mode);
      return context;
    },
    (page) => ({ mock: recordMockCalls(page), thinAnswers: thinAnswersOf(page) }),
    { warm: lang },
  );
}

/**
 * Every route of the table (spec §2), in both languages, as each of the three roles, against a backend that
 * answers only part of what the mock does (design.md "The contract": the thin modes): the shell (header)
 * stays, no page error, no console error, and no junk text (junk-text.ts) anywhere on the page. Cheaper than
 * the main walker (walk-role.ts), which checks what the full answers give: no axe, no screenshot, no phone
 * width, each landing once per role and language, every route opened inside the app in a warm tab of the pool.
 */
export function walkThin(mode: ThinMode): void {
  const targets = walkTargets();
  const browser = sharedBrowser();
  for (const role of Object.keys(ROLES) as Role[]) {
    for (const lang of LANGUAGES) {
      describe.concurrent(`thin backend (${mode}): route walk as ${role}, ${lang}`, () => {
        const tabs = thinTabsOf(browser, role, lang, mode);
        // Each screen once: routes a guard sends to the same landing (a visitor's login-only routes all land
        // on /login) would walk the same screen again; the main walker checks the guards.
        const landings = new Set<string>();
        for (const target of targets) {
          const expected = expectedLanding(target, role, lang);
          const screen = expected.split('?')[0]!;
          if (landings.has(screen)) continue;
          landings.add(screen);
          it(`/${lang}/${target.path}`, async ({ expect }) => {
            const tab = await tabs.borrow();
            const { page } = tab;
            try {
              await tab.open(`/${lang}/${target.path}`);
              await page.waitForURL((url) => landingOf(url.href) === expected, { timeout: 10_000 });
              // A tab's first page is a cold load: its renderer compiles the app while the other files run.
              await page.locator('main, [role="main"]').first().waitFor({ timeout: 10_000 });
              await tab.mock.settled();
              const stuck = await page
                .locator('.mantine-Loader-root')
                .first()
                .waitFor({ state: 'detached', timeout: 10_000 })
                .then(
                  () => [],
                  () => ['a loader still shown after every call answered'],
                );

              // The walk is worth something only if the mock answered thinly (a screen may make no call).
              expect(tab.thinAnswers.filter((answered) => answered !== mode)).toEqual([]);
              // One list of what is wrong, so a failure names all of it at once.
              const consoleErrors =
                role === 'visitor' ? tab.consoleErrors.filter((t) => !isAllowed401Log(t)) : tab.consoleErrors;
              const title = await page.title();
              const problems = [
                ...stuck,
                ...((await page.getByRole('banner').count()) === 1 ? [] : ['no header (spec §1)']),
                ...tab.pageErrors.map((error) => `page error: ${firstLine(error)}`),
                ...consoleErrors.map((error) => `console error: ${firstLine(error)}`),
                ...junkIn(await page.locator('body').innerText(), TRANSLATION_KEYS).map(
                  ({ found, near }) => `junk "${found}" in "${near}"`,
                ),
                ...junkIn(title, TRANSLATION_KEYS).map(
                  ({ found }) => `junk "${found}" in the title "${title}"`,
                ),
              ];
              expect(problems).toEqual([]);
            } finally {
              await tabs.giveBack(tab);
            }
          });
        }
      });
    }
  }
}
