import type { BrowserContext, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPage, screenshot } from './browser';
import { chooseExamples, switchExamples } from './qa-session';
import { ROLES } from './walk/roles';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The kycApproved role of walk/roles.ts (a token, the user-info example picked through the QA switch),
 * starting as the user of `example`. Unlike roles.ts the choice is made once per tab, so a step of the test
 * can switch the user the mock answers with (`switchUser`).
 */
async function actAsKycApproved(context: BrowserContext, example: string): Promise<void> {
  expect(ROLES.kycApproved.token).toBe(true);
  await chooseExamples(context, { getUserInfo: example }, { signedIn: true });
}

const switchUser = (page: Page, example: string) => switchExamples(page, { getUserInfo: example });

/** Types a 6-digit code into the code boxes of `fieldId` (one box after the other). */
async function typeCodeBoxes(page: Page, fieldId: string, code: string): Promise<void> {
  await page.getByTestId(fieldId).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

describe('bind then close Google authenticator (spec §5)', () => {
  it('binds Google with the QR code, secret and codes, then turns it off with a phone bound', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await actAsKycApproved(context, 'kycApprovedGoogleOff');
    await page.goto('/en_US/personal/bindGoogle');

    await page.getByRole('img', { name: 'QR code of the Google authenticator secret' }).waitFor();
    expect(await page.getByTestId('google-secret').innerText()).toMatch(/^[A-Z2-7]{16,64}$/);
    await typeCodeBoxes(page, 'bind-google_googleCode', '123456');
    await page.getByLabel(/^Login password/).fill('Secret123');
    await page.getByLabel(/^SMS verification code/).fill('654321');
    await page.getByLabel(/^Email verification code/).fill('111222');
    await page.getByRole('button', { name: 'Bind Google authenticator' }).click();
    await page.getByText('Google authenticator is now on.').waitFor();
    await screenshot(page, 'security-bind-google-done');

    // The server now reports Google on: the mock's user becomes the one with Google and a phone.
    await switchUser(page, 'kycApproved');
    await page.goto('/en_US/personal/userManagement');
    const googleRow = page.getByTestId('account-row').filter({ hasText: 'Google authenticator' });
    await googleRow.getByRole('link', { name: 'Turn off' }).click();
    await page.waitForURL(/\/en_US\/personal\/closeGoogle$/);
    await typeCodeBoxes(page, 'close-google_googleCode', '246810');
    await page.getByLabel(/^SMS verification code/).fill('135790');
    await page.getByLabel(/^Email verification code/).fill('111222');
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.getByText('Google authenticator is now off.').waitFor();
    await screenshot(page, 'security-close-google-done');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('change the login password (spec §5, §9)', () => {
  it('warns of the withdrawal lock, changes the password and reports the lock', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await actAsKycApproved(context, 'kycApproved');
    await page.goto('/en_US/personal/changePassword');

    await page.getByText('Withdrawals will be paused').waitFor();
    await page.getByLabel(/^Current password/).fill('OldSecret1');
    await page.getByLabel(/^New password/).fill('NewSecret2');
    await page.getByLabel(/^Confirm password/).fill('NewSecret2');
    await page.getByLabel(/^SMS verification code/).fill('135790');
    await page.getByLabel(/^Email verification code/).fill('111222');
    await typeCodeBoxes(page, 'change-login-password_googleCode', '246810');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your login password has been changed.').waitFor();
    expect(await page.getByText('Withdrawals are locked for 48 hours from now.').count()).toBe(1);
    await screenshot(page, 'security-change-password-done');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
