import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPage, screenshot } from './browser';
import { recordCalls } from './qa-session';
import { chooseNetwork, typeCodes } from './form-steps';
import { actAs } from './walk/roles';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The walker's kycApproved user (UID 10024871; phone, email and Google on), its QA choices reset on every
 * page it opens, so each `?scenario=` below starts from the defaults.
 */
const actAsKycApproved = (context: BrowserContext) => actAs(context, 'kycApproved');

/** Opens the withdraw tab (with `scenarios` for the mock) and fills the address and codes. */
async function openWithdrawForm(page: Page, scenarios = ''): Promise<void> {
  await page.goto(`/en_US/assets/withdraw${scenarios ? `?scenario=${scenarios}` : ''}`, {
    waitUntil: 'domcontentloaded',
  });
  await chooseNetwork(page, 'withdrawal', 'TRC20');
  await page.getByTestId('withdrawal_address').fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  await typeCodes(page, 'withdrawal');
}

async function tryAmount(page: Page, amount: string, refusal: string): Promise<void> {
  await page.getByTestId('withdrawal_amount').fill(amount);
  await page.getByTestId('withdrawal-submit').click();
  await page.getByText(refusal).first().waitFor();
}

describe('a withdrawal refused for each spec §5 rule, then accepted', () => {
  it('refuses amount ≤ fee, above the balance, below the minimum (the minimum itself passes), ≥ single maximum, ≥ daily remaining, a wrong fee; then submits', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    const calls = recordCalls(page);
    await actAsKycApproved(context);

    // The mock's USDT rules: available 10,250.42, fee 1, minimum 10, single maximum 50,000.
    await openWithdrawForm(page);
    await tryAmount(page, '1', 'The amount must be more than the fee');
    await tryAmount(page, '20000', 'The amount is more than your available balance');
    await tryAmount(page, '10.99', 'The amount after the fee must be at least the minimum withdrawal');
    await screenshot(page, 'withdraw-refused-minimum');
    // A balance of 80,000 reaches the single maximum.
    await openWithdrawForm(page, 'getWithdrawConfig:largeBalance');
    await tryAmount(page, '60000', 'The amount after the fee must be below the maximum for one withdrawal');
    // Today's limit used up.
    await openWithdrawForm(page, 'getWithdrawConfig:dailyLimitUsed');
    await tryAmount(page, '100', "The amount after the fee must be below what is left of today's limit");
    expect(calls).not.toContain('/finance/do_withdraw_v4');
    // The fee is the server's and read-only; a fee the server no longer accepts is its refusal.
    await openWithdrawForm(page, 'submitWithdrawal:WITHDRAW_FEE_INCORRECT');
    await page.getByTestId('withdrawal_amount').fill('250');
    await page.getByTestId('withdrawal-submit').click();
    await page.getByTestId('withdraw-review-send').click();
    await page.getByText('The fee has changed. Reload the page to get the current fee.').first().waitFor();

    await openWithdrawForm(page);
    // "Minimum (after fee) 10" is what is enforced: 11 leaves exactly 10 and goes to the review.
    await page.getByTestId('withdrawal_amount').fill('11');
    await page.getByTestId('withdrawal-submit').click();
    await page.getByTestId('withdraw-review').waitFor();
    await page.getByTestId('withdraw-review').getByRole('button', { name: 'Back' }).click();
    await page.getByTestId('withdrawal_amount').fill('250');
    expect(await page.getByTestId('withdraw-receive').innerText()).toContain('249.000000 USDT');
    await page.getByTestId('withdrawal-submit').click();
    await page.getByTestId('withdraw-review-send').click();
    const done = page.getByTestId('withdraw-submitted');
    await done.waitFor();
    expect(await done.innerText()).toContain('processed manually within 24 hours');
    await screenshot(page, 'withdraw-submitted');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the address book (spec §3 withdrawal address)', () => {
  it('adds an address with tag, remark, trusted flag and codes, then deletes one', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    const calls = recordCalls(page);
    await actAsKycApproved(context);
    await page.goto('/en_US/assets/withdraw?tab=addresses');
    await page.getByTestId('address-row').first().waitFor();
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByTestId('withdrawAddress_symbol').fill('XRP');
    await chooseNetwork(page, 'withdrawAddress', 'XRP');
    await page.getByTestId('withdrawAddress_address').fill('rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh');
    await page.getByTestId('withdrawAddress_tag').fill('104729');
    await page.getByTestId('withdrawAddress_label').fill('Exchange hot wallet');
    await page.getByRole('checkbox', { name: 'Save as a trusted address' }).check();
    await typeCodes(page, 'withdrawAddress');
    await screenshot(page, 'withdraw-address-add');
    await page.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('The address was saved.').waitFor();
    expect(calls).toContain('/addr/add_withdraw_addr_v4');

    await page.getByTestId('address-row').first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The address was deleted.').waitFor();
    expect(calls).toContain('/addr/delete_withdraw_addr');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('internal transfer (spec §5, §8)', () => {
  it('a transfer to oneself is refused: the own UID at once, the own email by the recipient check', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    const calls = recordCalls(page);
    await actAsKycApproved(context);
    await page.goto('/en_US/assets/withdraw?tab=transfer');
    await page.getByTestId('internalTransfer_account').fill('10024871');
    await page.getByTestId('internalTransfer_amount').fill('500');
    await typeCodes(page, 'internalTransfer');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('You cannot transfer to yourself').first().waitFor();
    expect(calls).not.toContain('/finance/check_transfer_account');
    await screenshot(page, 'withdraw-transfer-self');

    // The contract masks the user's own email, so the server's recipient check says it.
    await page.goto('/en_US/assets/withdraw?tab=transfer&scenario=checkTransferRecipient:TRANSFER_TO_SELF');
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByTestId('internalTransfer_account').fill('emily@example.com');
    await page.getByTestId('internalTransfer_amount').fill('500');
    await typeCodes(page, 'internalTransfer');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('You cannot transfer to yourself.').waitFor();
    expect(calls).toContain('/finance/check_transfer_account');
    expect(calls).not.toContain('/finance/internal_transfer');
    expect(await page.getByTestId('transfer-confirm').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
