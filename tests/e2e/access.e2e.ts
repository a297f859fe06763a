import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPage, screenshot } from './browser';
import { chooseExamples, switchExamples } from './qa-session';
import { passSliderCheck } from './form-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function typeCodeBoxes(page: Page, fieldId: string, code: string): Promise<void> {
  await page.getByTestId(fieldId).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

async function passwordLogin(page: Page): Promise<void> {
  await page.getByLabel(/Phone number or email/).fill('investor@example.com');
  await page.getByLabel(/^Password/).fill('Secret123');
  await page.getByRole('button', { name: 'Log in' }).click();
}

const AFTER_LOGIN = '/en_US/login?redirect=%2Fen_US%2Finvestments';

describe('access: password login with and without a second step (spec §4, §5)', () => {
  it('no second step: signed in and back where the user was going', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await chooseExamples(context, { login: 'default' });
    await page.goto(AFTER_LOGIN);
    await passwordLogin(page);
    await page.waitForURL(/\/en_US\/investments$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('Google: the six boxes, confirmLogin, then signed in', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await chooseExamples(context, { login: 'secondStepGoogle' });
    await page.goto(AFTER_LOGIN);
    await passwordLogin(page);
    await page.getByTestId('login-second-step').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeFalsy();
    await typeCodeBoxes(page, 'login-second-step_authCode', '123456');
    await screenshot(page, 'access-login-second-step-google');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/en_US\/investments$/);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['secondStepSms', /^SMS verification code/],
    ['secondStepEmail', /^Email verification code/],
  ])('%s: the code is sent after the slider check, then confirmed', async (example, label) => {
    const { page, context, pageErrors } = await newPage(browser);
    await chooseExamples(context, { login: example });
    await page.goto(AFTER_LOGIN);
    await passwordLogin(page);
    await page.getByTestId('login-second-step_authCode-send').click();
    await passSliderCheck(page);
    await page
      .getByText(/Resend in \d+ s/)
      .first()
      .waitFor();
    await page.getByLabel(label).fill('123456');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/en_US\/investments$/);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a wrong code (VERIFY_CODE_INVALID) is shown and the code stays typed (spec §8)', async () => {
    const { page, context } = await newPage(browser);
    await chooseExamples(context, { login: 'secondStepSms', confirmLogin: 'VERIFY_CODE_INVALID' });
    await page.goto('/en_US/login');
    await passwordLogin(page);
    await page.getByLabel(/^SMS verification code/).fill('111111');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The verification code is incorrect. Please try again.').waitFor();
    expect(await page.getByLabel(/^SMS verification code/).inputValue()).toBe('111111');
    await context.close();
  });
});

describe('access: QR login (spec §2, §4, §8)', () => {
  it('an expired code says "QR code expired, refresh", and refresh brings a live code', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await chooseExamples(context, { getQrLoginStatus: 'expired' });
    await page.goto('/en_US/login');
    // The prerendered tabs take clicks once the app has rendered, which enables the prerendered form.
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('main input')?.disabled === false,
    );
    await page.getByRole('tab', { name: 'With QR code' }).click();
    await page.getByTestId('qr-expired').getByText('QR code expired, refresh').waitFor();
    await screenshot(page, 'access-qr-expired');
    await switchExamples(page, { getQrLoginStatus: 'waiting' });
    const created = page.waitForRequest((request) => request.url().endsWith('/user/login_qrcode_create'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await created;
    await page.getByText('Scan with the mobile app and confirm there to log in.').waitFor();
    await page.getByTestId('qr-expired').waitFor({ state: 'detached' });
    expect(await page.getByTestId('qr-login').locator('svg').count()).toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('access: register with a required invitation code (spec §5)', () => {
  it('email, slider, code, password twice, invitation code and agreement, then signed in', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await chooseExamples(context, { submitRegisterAccount: 'inviteCodeRequired' });
    await page.goto('/en_US/register');
    await page.getByRole('textbox', { name: /^Email/ }).fill('new.investor@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await passSliderCheck(page);
    await page.getByLabel(/^Verification code/).fill('123456');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/^Password/).fill('Secret123');
    await page.getByLabel(/^Confirm password/).fill('Secret123');
    await page.getByLabel(/^I have read and agree/).check();
    await page.getByRole('button', { name: 'Open account' }).click();
    // The invitation code is required here: the form refuses without it.
    await page
      .getByText(/Invitation code/)
      .first()
      .waitFor();
    expect(
      await page.getByRole('textbox', { name: /^Invitation code/ }).getAttribute('required'),
    ).not.toBeNull();
    await page.getByRole('textbox', { name: /^Invitation code/ }).fill('INV8K2Q');
    await screenshot(page, 'access-register-invite-required');
    await page.getByRole('button', { name: 'Open account' }).click();
    await page.waitForURL(/\/en_US$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('access: reset password (spec §2, §9)', () => {
  it('account, code, identity, the 48-hour notice, new password, then the way back to login', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await page.goto('/en_US/resetPass');
    await page.getByRole('textbox', { name: /^Email/ }).fill('investor@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await passSliderCheck(page);
    await page.getByLabel(/^Verification code/).fill('123456');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/^ID document number/).fill('E1234567');
    await typeCodeBoxes(page, 'reset-password-identity_googleCode', '123456');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Withdrawals will be paused').waitFor();
    await page.getByLabel(/^New password/).fill('Secret456');
    await page.getByLabel(/^Confirm password/).fill('Secret456');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByTestId('reset-done').waitFor();
    await screenshot(page, 'access-reset-done');
    await page.getByTestId('reset-done').getByRole('link', { name: 'Back to login' }).click();
    await page.waitForURL(/\/en_US\/login$/);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('access: idle auto-logout', () => {
  it('warns with "stay signed in", then logs out to login with a redirect back', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    // The page's clock (Playwright's), moved on instead of waited for: the served idle time of 30 minutes,
    // the warning one minute before it.
    await page.clock.install();
    await context.addInitScript(() => {
      if (window.location.protocol === 'http:') window.localStorage.setItem('token', 'e2e-token');
    });
    await chooseExamples(context, { getUserInfo: 'kycApproved' });
    await page.goto('/en_US/investments');
    await page.getByRole('banner').getByRole('button', { name: 'Messages' }).waitFor();
    // The idle clock starts in the effect that also starts listening for activity on the window. The signed-in
    // header being drawn does not say that effect has run (the idle logout has a Suspense boundary of its own),
    // and a clock started after the jump below would warn 29 minutes of page time later.
    const cdp = await context.newCDPSession(page);
    const listensForActivity = async () => {
      const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
      return listeners.some((listener) => listener.type === 'pointermove');
    };
    await expect.poll(listensForActivity).toBe(true);
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    // One jump to 29 minutes after the clock surely started: the warning is due by then, and the session
    // ends a minute later. The page's clock goes on at its normal pace after the jump, so a clock that
    // started a moment later still warns a moment later: the test waits for the dialog, not for a time.
    await page.clock.fastForward('29:00');
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/en_US\/investments$/);
    await page.clock.fastForward('29:01');
    await warning.waitFor();
    await screenshot(page, 'access-idle-warning');
    await page.clock.fastForward('01:00');
    await page.waitForURL(/\/en_US\/login\?redirect=%2Fen_US%2Finvestments$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeFalsy();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
