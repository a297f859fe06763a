// Spec §4: one KYC status. The header's (getUserInfo `kyc`) is what /personal/kycEnter and /personal/idAuth
// show, whatever getVerificationStatus answers by default; an unverified user can start (both languages).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPage, screenshot } from './browser';
import { chooseExamples } from './qa-session';
import { LANGUAGES } from './locale-words';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('KYC entry agrees with the header (spec §4)', () => {
  it.each(LANGUAGES.flatMap((lang) => (['kycPending', 'kycUnknown'] as const).map((user) => [lang, user])))(
    '%s, %s: not verified anywhere, and the individual verification can be started',
    async (lang, user) => {
      const { page, context, pageErrors } = await newPage(browser);
      await chooseExamples(context, { getUserInfo: user }, { signedIn: true });
      await page.goto(`/${lang}/personal/kycEnter`);
      const individual = page.getByTestId('kyc-type-individual');
      await individual.waitFor();
      expect(await page.getByTestId('kyc-verified').count()).toBe(0);
      const start = individual.locator(`a[href="/${lang}/personal/idAuth"]`);
      await start.click();
      await page.waitForURL(new RegExp(`/${lang}/personal/idAuth$`));
      await page.getByTestId(user === 'kycPending' ? 'kyc-pending' : 'kyc-options').waitFor();
      expect(await page.getByTestId('kyc-approved').count()).toBe(0);
      await screenshot(page, `kyc-entry-${lang}-${user}`);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
