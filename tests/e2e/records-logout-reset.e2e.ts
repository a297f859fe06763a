// Spec §5: the personal records refuse what they cannot store, with a message in the user's language and
// what was typed kept; spec §4: a double click on Log out sends one request; spec §2: reset by phone takes
// a calling code typed with "+" (both languages).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPage } from './browser';
import { chooseExamples, recordBodies, recordCalls } from './qa-session';
import { type Lang, LANGUAGES, word } from './locale-words';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The longest fixed part of a message with {{params}}, to find it on the page. */
const fixedPart = (text: string) =>
  text
    .split(/\{\{\w+\}\}/)
    .sort((a, b) => b.length - a.length)[0]!
    .trim();

async function openSignedIn(lang: Lang, route: string) {
  const opened = await newPage(browser);
  await chooseExamples(opened.context, { getUserInfo: 'kycApproved' }, { signedIn: true });
  await opened.page.goto(`/${lang}/personal/${route}`);
  return opened;
}

const submit = (page: Page, formId: string) => page.getByTestId(`${formId}-submit`).click();

describe.each(LANGUAGES)('record forms refuse what they cannot store (%s)', (lang) => {
  it('bank card: a fiat not in getFiatCoinList', async () => {
    const { page, context, pageErrors } = await openSignedIn(lang, 'bindBankCard');
    const sent = recordBodies(page, '/user/bank/add');
    await page
      .getByRole('button', { name: word(lang, 'records:bankCards.add') })
      .first()
      .click();
    await page.locator('#bankCard_symbol').fill('xyz');
    await page.locator('#bankCard_bankName').fill('DBS Bank');
    await page.locator('#bankCard_accountName').fill('Emily Carter');
    await page.locator('#bankCard_accountNumber').fill('12345678');
    await submit(page, 'bankCard');
    await page.getByText(fixedPart(word(lang, 'records:rules.fiatNotListed'))).waitFor();
    expect(await page.locator('#bankCard_symbol').inputValue()).toBe('xyz');
    expect(sent).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('receiving accounts: PayPal not an email, UPI with a space, bank account not digits', async () => {
    const { page, context, pageErrors } = await openSignedIn(lang, 'receivingAccount');
    const sent = recordBodies(page, '/otc/payment/add');
    await page
      .getByRole('button', { name: word(lang, 'records:receivingAccounts.add') })
      .first()
      .click();
    await page.locator('#paymentMethod_realName').fill('Emily Carter');
    const cases = [
      ['paypal', 'not-an-email', 'records:rules.paypalEmail'],
      ['upi', 'bad upi', 'records:rules.upiSpaces'],
      ['bank', 'abc', 'records:rules.bankNotDigits'],
    ] as const;
    for (const [type, typed, message] of cases) {
      await page
        .getByRole('radio', { name: word(lang, `assets:forms.paymentMethod.payTypes.${type}`) })
        .check();
      await page.locator('#paymentMethod_account').fill(typed);
      await submit(page, 'paymentMethod');
      await page.getByText(word(lang, message)).first().waitFor();
      // Never rewritten behind the user's back (the UPI ID keeps its space).
      expect(await page.locator('#paymentMethod_account').inputValue()).toBe(typed);
    }
    expect(sent).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('API key: the same IP twice', async () => {
    const { page, context, pageErrors } = await openSignedIn(lang, 'apiKeys');
    const sent = recordBodies(page, '/openapi/create_open_api');
    await page
      .getByRole('button', { name: word(lang, 'records:apiKeys.create') })
      .first()
      .click();
    await page.locator('#api-key_label').fill('Trading bot');
    await page.locator('#api-key_ip').fill('1.1.1.1,1.1.1.1');
    await submit(page, 'api-key');
    await page.getByText(word(lang, 'records:rules.ipDuplicate')).waitFor();
    expect(await page.locator('#api-key_ip').inputValue()).toBe('1.1.1.1,1.1.1.1');
    expect(sent).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe.each(LANGUAGES)('log out and reset (%s)', (lang) => {
  it('spec §4: a double click on Log out sends one request', async () => {
    const { page, context } = await newPage(browser);
    await chooseExamples(context, { getUserInfo: 'kycApproved' }, { signedIn: true });
    const calls = recordCalls(page);
    await page.goto(`/${lang}/investments`);
    await page.getByRole('button', { name: word(lang, 'app:header.personal') }).click();
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v0/public/logout'));
    await page.getByRole('menuitem', { name: word(lang, 'app:header.logout') }).dblclick();
    await answered;
    await page.getByText(word(lang, 'app:header.logoutSuccess')).waitFor();
    expect(calls.filter((path) => path === '/api/v0/public/logout')).toHaveLength(1);
    await context.close();
  });

  it('spec §2: reset by phone with the calling code +65 proceeds to the code step', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    const sent = recordBodies(page, '/user/search_step_one');
    await page.goto(`/${lang}/resetPass`);
    // The account kind is a segmented control: a radio group.
    await page.getByText(word(lang, 'auth:flow.byPhone'), { exact: true }).click();
    await page.locator('#reset-password-phone_countryCode').fill('+65');
    await page.locator('#reset-password-phone_registerCode').fill('91234567');
    await submit(page, 'reset-password-phone');
    const slider = page.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('End');
    await page.locator('#reset-password-code_numberCode').waitFor();
    expect(sent.at(-1)).toMatchObject({ countryCode: '65', registerCode: '91234567' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
