import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { corporateBasicForm } from '@schemas/kyc/corporate-basic';
import { fillNewBankCard } from './bank-card-steps';
import { chooseNetwork } from './form-steps';
import { newPage, screenshot, sharedBrowser } from './browser';
import { injectFailure } from './failures/inject';
import { chooseExamples } from './qa-session';

const browser = sharedBrowser();

// Spec §4: an UNAUTHORIZED answer ends the session and sends the user to /login with the way back; after
// logging in again the long form they were filling shows what they typed (src/forms/form-draft.ts), never a
// password or a code.

/** Opens `path` signed in, with the mock's examples `examples` chosen. */
async function openSignedIn(
  path: string,
  examples: Record<string, string> = {},
  drafts: Record<string, unknown> = {},
) {
  const opened = await newPage(browser());
  await chooseExamples(
    opened.context,
    { getUserInfo: 'kycApproved', ...examples },
    { signedIn: true, drafts },
  );
  await opened.page.goto(path);
  return opened;
}

/** The next `operationId` call answers UNAUTHORIZED; the page lands on /login with the way back to `back`. */
async function expireOn(page: Page, operationId: string, submit: () => Promise<void>, back: string) {
  await injectFailure(page, operationId, 'unauthorized');
  await submit();
  await page.waitForURL(`**/en_US/login?redirect=${encodeURIComponent(back)}`);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByLabel(/Phone number or email/).fill('investor@example.com');
  await page.getByLabel(/^Password/).fill('Secret123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === back);
}

describe('spec §4: the session ends on a long form; after logging in again what was typed is there', () => {
  it('a withdrawal: address and amount kept, the codes not', async () => {
    const { page, context, pageErrors } = await openSignedIn('/en_US/assets/withdraw');
    const address = page.getByTestId('withdrawal_address');
    await chooseNetwork(page, 'withdrawal', 'TRC20');
    await address.fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await page.getByTestId('withdrawal_amount').fill('250');
    await page.getByLabel(/^SMS code/).fill('135790');
    await page.getByLabel(/^Email code/).fill('246801');
    await page.getByTestId('withdrawal_googleCode').getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type('507261');

    await expireOn(
      page,
      'submitWithdrawal',
      async () => {
        await page.getByTestId('withdrawal-submit').click();
        await page.getByTestId('withdraw-review-send').click();
      },
      '/en_US/assets/withdraw',
    );
    await address.waitFor();
    expect(await page.getByTestId('withdrawal_chainName').inputValue()).toBe('TRC20');
    expect(await address.inputValue()).toBe('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(await page.getByTestId('withdrawal_amount').inputValue()).toBe('250');
    expect(await page.getByTestId('withdraw-receive').innerText()).toContain('249.000000 USDT');
    expect(await page.getByLabel(/^SMS code/).inputValue()).toBe('');
    expect(await page.getByLabel(/^Email code/).inputValue()).toBe('');
    await screenshot(page, 'session-expiry-withdraw-kept');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a new bank card: the add form opens again with its fields', async () => {
    const { page, context, pageErrors } = await openSignedIn('/en_US/personal/bindBankCard');
    await fillNewBankCard(page, 'eur');
    const bankName = await page.locator('#bankCard_bankName').inputValue();

    await expireOn(
      page,
      'addBankCard',
      () => page.getByRole('button', { name: 'Add bank card' }).click(),
      '/en_US/personal/bindBankCard?form=add',
    );
    await page.locator('#bankCard_accountName').waitFor();
    expect(await page.locator('#bankCard_symbol').inputValue()).toBe('eur');
    expect(await page.locator('#bankCard_accountName').inputValue()).toBe('Emily Carter');
    expect(await page.locator('#bankCard_accountNumber').inputValue()).toBe('12345678');
    expect(await page.locator('#bankCard_bankName').inputValue()).toBe(bankName);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("a corporate verification's basic step opens again with its fields", async () => {
    // The step's other fields come from an earlier visit's draft; the entity name is typed now.
    const { page, context, pageErrors } = await openSignedIn(
      '/en_US/personal/enterpriseCert',
      { getUserInfo: 'kycUnknown', getCorporateKycDraft: 'noDraft' },
      { [corporateBasicForm.id]: corporateBasicForm.sample },
    );
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const entityName = page.getByLabel(/^Registered entity name/);
    await entityName.fill('Harbourfront Capital Holdings Pte. Ltd.');

    await expireOn(
      page,
      'completeCorporateKycUserInput',
      () => page.getByRole('button', { name: 'Save and continue' }).click(),
      '/en_US/personal/enterpriseCert?step=basic_info',
    );
    await entityName.waitFor();
    expect(await entityName.inputValue()).toBe('Harbourfront Capital Holdings Pte. Ltd.');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
