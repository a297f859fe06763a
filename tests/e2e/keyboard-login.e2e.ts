// Login by keyboard alone (WCAG 2.1.1, 2.4.7; spec §4, §5): the account, the password, the two-step
// authenticator code, each reached with Tab and sent with Enter, in both languages; every control focus passed
// through shows it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPage } from './browser';
import { keyboardOf } from './keyboard';
import { LANGUAGES } from './locale-words';
import { chooseExamples, recordBodies } from './qa-session';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(LANGUAGES)('login by keyboard alone (%s)', (lang) => {
  it('password, then the authenticator code, then signed in where the user was going', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await chooseExamples(context, { login: 'secondStepGoogle' });
    const logins = recordBodies(page, '/user/login_in');
    const confirmations = recordBodies(page, '/user/confirm_login');
    await page.goto(`/${lang}/login?redirect=%2F${lang}%2Finvestments`);
    const keys = keyboardOf(page);

    await keys.tabTo(page.locator('#login_mobileNumber'));
    await keys.type('investor@example.com');
    await keys.tabTo(page.locator('#login_loginPword'));
    await keys.type('Secret123');
    await keys.tabTo(page.getByTestId('login-submit'));
    await keys.press('Enter');

    const secondStep = page.getByTestId('login-second-step');
    await keys.tabTo(secondStep.getByRole('textbox').first());
    await keys.type('507261');
    await keys.tabTo(page.getByTestId('login-second-step-submit'));
    await keys.press('Enter');
    await page.waitForURL(new RegExp(`/${lang}/investments$`));

    expect(logins).toHaveLength(1);
    expect(logins[0]).toMatchObject({ mobileNumber: 'investor@example.com' });
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ authCode: '507261' });
    expect(keys.invisibleFocus()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
