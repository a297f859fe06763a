// Design.md "Screens fail in pieces": one section of a screen that throws while rendering says so in place,
// with a Retry, and the header, the side navigation and the other sections stay. The section is broken by
// its answer, not by code of the app: the account overview's `accounts` comes as an object instead of a
// list (a server bug no field guard absorbs), so the overview throws while rendering.
import type { Route } from 'playwright-core';
import { describe, it } from 'vitest';
import { newPage, sharedBrowser } from './browser';
import { actAs } from './walk/roles';
import { LANGUAGES } from './walk/route-urls';
import { operations } from '@generated/operations';

const browser = sharedBrowser();
const overview = operations.find((operation) => operation.operationId === 'getAssetOverview')!;

const WORDS = {
  en_US: { failed: 'This part could not be shown', retry: 'Retry' },
  zh_CN: { failed: '此部分无法显示', retry: '重试' },
};

/** The mock's own answer, with the overview's account list replaced by an object. */
async function malformedOverview(route: Route) {
  const answer = await route.fetch();
  const body = (await answer.json()) as { data: Record<string, unknown> };
  await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, accounts: {} } } });
}

describe.concurrent('design.md: a section that fails while rendering', () => {
  for (const lang of LANGUAGES) {
    it(`shows its failure in place, keeps the header, the navigation and the other sections, and Retry brings it back (${lang})`, async ({
      expect,
    }) => {
      const { page, context, pageErrors, consoleErrors } = await newPage(browser(), {
        locale: lang.replace('_', '-'),
      });
      try {
        await actAs(context, 'kycApproved');
        const broken = (url: URL) => url.pathname === `/mock${overview.path}`;
        await page.route(broken, malformedOverview);
        await page.goto(`/${lang}/assets/tokenAccount`);

        const failure = page.getByTestId('section-failed');
        await failure.waitFor();
        expect(await failure.innerText()).toContain(WORDS[lang].failed);
        // The rest of the page: header, side navigation, the account's own section.
        expect(await page.getByRole('banner').count()).toBe(1);
        await page.getByRole('navigation', { name: lang === 'en_US' ? 'Assets' : '资产' }).waitFor();
        await page.getByTestId('account-total').waitFor();
        expect(await page.getByTestId('screen-failed').count()).toBe(0);
        expect(pageErrors).toEqual([]);
        // Reported once (the React root's onCaughtError, main.tsx).
        expect(consoleErrors.filter((text) => /is not a function/.test(text))).toHaveLength(1);
        expect(consoleErrors).toHaveLength(1);

        // The server mended: Retry renders the section again with a fresh answer.
        await page.unroute(broken);
        const refetched = page.waitForResponse((response) => broken(new URL(response.url())));
        await failure.getByRole('button', { name: WORDS[lang].retry }).click();
        await refetched;
        await page.getByTestId('total-valuation').waitFor();
        expect(await page.getByTestId('section-failed').count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  }
});
