// Spec §7: every call that carries a password sends it RSA-encrypted (base64), as login does. Each flow's
// request bodies are recorded; none may carry the typed password (both languages).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPage } from './browser';
import { chooseExamples, recordBodies } from './qa-session';
import { LANGUAGES } from './locale-words';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The mock's 1024-bit key: 128 bytes of cipher, 172 characters of base64.
const RSA_1024_BASE64 = /^[A-Za-z0-9+/]{170}==$|^[A-Za-z0-9+/]{171}=$|^[A-Za-z0-9+/]{172}$/;

function expectEncrypted(body: Record<string, unknown>, fields: string[], typed: string[]) {
  for (const clear of typed) expect(JSON.stringify(body)).not.toContain(clear);
  for (const field of fields) expect(body[field]).toMatch(RSA_1024_BASE64);
}

const submit = (page: Page, formId: string) => page.getByTestId(`${formId}-submit`).click();

async function typeBoxes(page: Page, testId: string, code: string) {
  await page.getByTestId(testId).getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

describe.each(LANGUAGES)('passwords are sent RSA-encrypted (%s)', (lang) => {
  it('change password: current, new and confirmation', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await chooseExamples(context, { getUserInfo: 'kycApproved' }, { signedIn: true });
    const bodies = recordBodies(page, '/api/v1/user/change/password');
    await page.goto(`/${lang}/personal/changePassword`);
    await page.locator('#change-login-password_loginPword').fill('OldSecret1');
    await page.locator('#change-login-password_newLoginPword').fill('NewSecret2');
    await page.locator('#change-login-password_confirmLoginPword').fill('NewSecret2');
    await page.locator('#change-login-password_smsValidCode').fill('135790');
    await page.locator('#change-login-password_emailValidCode').fill('246801');
    await typeBoxes(page, 'change-login-password_googleCode', '507261');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/change/password'));
    await submit(page, 'change-login-password');
    await answered;
    expect(bodies).toHaveLength(1);
    expectEncrypted(
      bodies[0]!,
      ['loginPword', 'newLoginPword', 'confirmLoginPword'],
      ['OldSecret1', 'NewSecret2'],
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('register (user/confirm_pwd): the password twice', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    const bodies = recordBodies(page, '/user/confirm_pwd');
    await page.goto(`/${lang}/register`);
    await page.locator('#register-email_email').fill('new.investor@example.com');
    await submit(page, 'register-email');
    // The slider check by keyboard (form-steps passSliderCheck, by role alone so in either language).
    await page.getByRole('slider').focus();
    await page.keyboard.press('End');
    await page.locator('#register-code_numberCode').fill('123456');
    await submit(page, 'register-code');
    await page.locator('#register-password_loginPword').fill('Secret123');
    await page.locator('#register-password_newPassword').fill('Secret123');
    await page.locator('#register-password_agreeTerms').check();
    const answered = page.waitForResponse((r) => r.url().endsWith('/user/confirm_pwd'));
    await submit(page, 'register-password');
    await answered;
    expect(bodies).toHaveLength(1);
    expectEncrypted(bodies[0]!, ['loginPword', 'newPassword'], ['Secret123']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('Google binding: the login password', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await chooseExamples(context, { getUserInfo: 'kycApprovedGoogleOff' }, { signedIn: true });
    const bodies = recordBodies(page, '/api/v1/user/google/binding');
    await page.goto(`/${lang}/personal/bindGoogle`);
    await page.getByTestId('google-secret').waitFor();
    await typeBoxes(page, 'bind-google_googleCode', '123456');
    await page.locator('#bind-google_loginPwd').fill('Secret123');
    await page.locator('#bind-google_smsValidCode').fill('654321');
    await page.locator('#bind-google_emailValidCode').fill('111222');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/google/binding'));
    await submit(page, 'bind-google');
    await answered;
    expect(bodies).toHaveLength(1);
    expectEncrypted(bodies[0]!, ['loginPwd'], ['Secret123']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
