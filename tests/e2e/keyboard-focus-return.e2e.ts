// Focus is never lost (WCAG 2.4.3, 2.4.7, 4.1.3), by keyboard alone in both languages: each step of reset
// password takes the focus, Back from a review gives it to the submit button that opened the review with what
// was typed, and a header menu opens on a visibly focused entry (a saved bank card: keyboard-personal). Keys only: no click, and the test never calls focus().
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, sharedBrowser } from './browser';
import {
  codeStep,
  emailAndSliderCheck,
  focusIsIn,
  keyboardOf,
  pressUntilFocused,
  stepHasFocus,
} from './keyboard';
import { LANGUAGES, word } from './locale-words';
import { recordBodies } from './qa-session';
import { actAs } from './walk/roles';

const browser = sharedBrowser();

/** What has the focus: its role, its test id and its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      role: element?.getAttribute('role') ?? element?.tagName.toLowerCase() ?? null,
      testId: element?.getAttribute('data-testid') ?? null,
      text: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
    };
  });

describe.each(LANGUAGES)('focus never lost, by keyboard alone (%s)', (lang) => {
  it('reset password: account, the slider check, code, identity, new password; each step takes the focus', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    const accounts = recordBodies(page, '/user/search_step_one');
    const codes = recordBodies(page, '/user/search_step_two');
    const identities = recordBodies(page, '/user/search_step_three');
    const passwords = recordBodies(page, '/user/search_step_four');
    await page.goto(`/${lang}/resetPass`, { waitUntil: 'domcontentloaded' });
    const keys = keyboardOf(page);

    await emailAndSliderCheck(keys, page, 'reset-password-email', 'registerCode', 'investor@example.com');
    await codeStep(keys, page, 'reset-password-code', '123456');

    const idNumber = page.locator('#reset-password-identity_certifcateNumber');
    await idNumber.waitFor();
    await expect.poll(() => stepHasFocus(page)).toBe(true);
    await keys.tabTo(idNumber);
    await keys.type('E1234567');
    await keys.tabTo(page.getByTestId('reset-password-identity_googleCode').getByRole('textbox').first());
    await keys.type('507261');
    await keys.tabTo(page.getByTestId('reset-password-identity-submit'));
    await keys.press('Enter');

    const password = page.locator('#reset-password_loginPword');
    await password.waitFor();
    await expect.poll(() => stepHasFocus(page)).toBe(true);
    await keys.tabTo(password);
    await keys.type('NewSecret123');
    await keys.tabTo(page.locator('#reset-password_newPassword'));
    await keys.type('NewSecret123');
    await keys.tabTo(page.getByTestId('reset-password-submit'));
    await keys.press('Enter');

    const done = page.getByTestId('reset-done');
    await done.waitFor();
    await expect.poll(() => focusIsIn(done)).toBe(true);
    await keys.tabTo(done.getByRole('link'));

    expect(accounts.at(-1)).toMatchObject({ registerCode: 'investor@example.com' });
    expect(codes.at(-1)).toMatchObject({ numberCode: '123456' });
    expect(identities.at(-1)).toMatchObject({ certifcateNumber: 'E1234567', googleCode: '507261' });
    expect(passwords).toHaveLength(1);
    expect(passwords[0]).toHaveProperty('loginPword');
    expect(keys.invisibleFocus()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('bank deposit: amount, review, Back: the focus is on the submit button and the amount is kept', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    await actAs(context, 'kycApproved');
    await page.goto(`/${lang}/assets/recharge?tab=fiat`, { waitUntil: 'domcontentloaded' });
    const keys = keyboardOf(page);

    const amount = page.getByTestId('fiatDeposit_amount');
    await keys.tabTo(amount);
    await keys.type('1250.5');
    await keys.tabTo(page.getByTestId('fiatDeposit-submit'));
    await keys.press('Enter');
    const review = page.getByTestId('fiat-deposit-review');
    await review.waitFor();
    await expect.poll(() => focusIsIn(review)).toBe(true);
    await keys.tabTo(review.getByRole('button', { name: word(lang, 'common:back') }));
    await keys.press('Enter');

    const submit = page.getByTestId('fiatDeposit-submit');
    await submit.waitFor();
    await expect.poll(async () => (await focused(page)).testId).toBe('fiatDeposit-submit');
    expect(await amount.inputValue()).toBe('1250.5');
    // Shift+Tab goes on from there, back up the form, to the amount as it was typed.
    await keys.tabTo(amount, { back: true });
    expect(keys.invisibleFocus()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['personal', 'app:header.personal', 'app:header.userManagement'],
    ['assets', 'app:header.assets', 'app:header.tokenAccount'],
  ])(
    'the %s menu opens with its first entry focused, its focus visible',
    async (_menu, buttonKey, firstKey) => {
      const { page, context, pageErrors } = await newPage(browser());
      await actAs(context, 'kycApproved');
      await page.goto(`/${lang}/investments`, { waitUntil: 'domcontentloaded' });
      const keys = keyboardOf(page);

      await keys.tabTo(page.getByRole('button', { name: word(lang, buttonKey) }));
      await keys.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const first = menu.getByRole('menuitem', { name: word(lang, firstKey), exact: true });
      await expect.poll(() => first.evaluate((item) => item === document.activeElement)).toBe(true);
      // A key the menu ignores lets the helper note the entry the menu focused.
      await keys.press('Shift');
      // Moving on compares the first entry's focused look with its look once left (keyboard.ts).
      const second = menu.getByRole('menuitem').nth(1);
      await pressUntilFocused(keys, second);
      await keys.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      expect(await focused(page)).toMatchObject({ text: word(lang, buttonKey) });
      expect(keys.invisibleFocus()).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
