// Account records and registering by keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7; spec §5, §9): a bank card
// added with its bank picked from the list, an API key created and its secret acknowledged, and register up
// to the code step (the slider check by its End key), in both languages. Each asserts what the mock
// received and that focus moved into each form, step and dialog the flow opened, and back to Add after a save.
import { describe, expect, it } from 'vitest';
import { newPage, sharedBrowser } from './browser';
import { chooseByKeys, codeStep, emailAndSliderCheck, focusIsIn, keyboardOf, typeCodes } from './keyboard';
import { LANGUAGES, word } from './locale-words';
import { chooseExamples, recordBodies } from './qa-session';

const browser = sharedBrowser();

describe.each(LANGUAGES)('account records and register by keyboard alone (%s)', (lang) => {
  it('add a bank card: Add, the bank from the list, fiat, holder, number, then Add', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    await chooseExamples(context, { getUserInfo: 'kycApproved' }, { signedIn: true });
    const added = recordBodies(page, '/user/bank/add');
    await page.goto(`/${lang}/personal/bindBankCard`, { waitUntil: 'domcontentloaded' });
    const keys = keyboardOf(page);

    const add = page.getByRole('button', { name: word(lang, 'records:bankCards.add') });
    await keys.tabTo(add);
    await keys.press('Enter');
    const form = page.locator('#bankCard_symbol').locator('xpath=ancestor::form');
    await form.waitFor();
    await expect.poll(() => focusIsIn(page.locator('main'))).toBe(true);
    const bank = page.getByLabel(word(lang, 'records:bankCards.pickBank')).first();
    await chooseByKeys(keys, page, bank, 'HDFC Bank (IN)');
    await keys.tabTo(page.locator('#bankCard_symbol'));
    await keys.press('Control+A');
    await keys.type('eur');
    await keys.tabTo(page.locator('#bankCard_accountName'));
    await keys.type('Emily Carter');
    await keys.tabTo(page.locator('#bankCard_accountNumber'));
    await keys.type('12345678');
    await keys.tabTo(page.getByTestId('bankCard-submit'));
    await keys.press('Enter');
    await page.getByTestId('bank-card-row').first().waitFor();
    // Saved, the list is back: the focus is on the Add that opened the form (WCAG 2.4.3), and the save is
    // said in the polite region (4.1.3).
    await expect.poll(() => add.evaluate((button) => button === document.activeElement)).toBe(true);
    await expect
      .poll(() => page.getByTestId('polite-news').textContent())
      .toBe(word(lang, 'common:recordSaved'));

    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      symbol: 'eur',
      bankCode: 'HDFC',
      accountName: 'Emily Carter',
      accountNumber: '12345678',
    });
    expect(keys.invisibleFocus()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('create an API key: Create, note, IPs, codes, then the secret shown once and acknowledged', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    await chooseExamples(context, { getUserInfo: 'kycApproved' }, { signedIn: true });
    const created = recordBodies(page, '/openapi/create_open_api');
    await page.goto(`/${lang}/personal/apiKeys`, { waitUntil: 'domcontentloaded' });
    const keys = keyboardOf(page);

    await keys.tabTo(page.getByRole('button', { name: word(lang, 'records:apiKeys.create') }));
    await keys.press('Enter');
    const note = page.locator('#api-key_label');
    await note.waitFor();
    await expect.poll(() => focusIsIn(page.locator('main'))).toBe(true);
    await keys.tabTo(note);
    await keys.type('Trading bot');
    await keys.tabTo(page.locator('#api-key_ip'));
    await keys.type('1.1.1.1,2.2.2.2');
    await typeCodes(keys, page, 'api-key');
    await keys.tabTo(page.getByTestId('api-key-submit'));
    await keys.press('Enter');
    const secret = page.getByTestId('secret-once');
    await secret.waitFor();
    await expect.poll(() => focusIsIn(secret)).toBe(true);
    await keys.tabTo(secret.getByRole('button', { name: word(lang, 'records:apiKeys.secretSaved') }));
    await keys.press('Enter');
    await page.getByTestId('api-key-row').first().waitFor();

    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ label: 'Trading bot', ip: '1.1.1.1,2.2.2.2' });
    expect(keys.invisibleFocus()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('register: email, Next, the slider check by End, then the code step and its code checked', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    const registered = recordBodies(page, '/user/register');
    const checked = recordBodies(page, '/user/valid_code');
    await page.goto(`/${lang}/register`, { waitUntil: 'domcontentloaded' });
    const keys = keyboardOf(page);

    await emailAndSliderCheck(keys, page, 'register-email', 'email', 'new.investor@example.com');
    await codeStep(keys, page, 'register-code', '123456');
    await page.locator('#register-password_loginPword').waitFor();

    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({ email: 'new.investor@example.com' });
    expect(checked).toHaveLength(1);
    expect(checked[0]).toMatchObject({ registerCode: 'new.investor@example.com', numberCode: '123456' });
    expect(keys.invisibleFocus()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
