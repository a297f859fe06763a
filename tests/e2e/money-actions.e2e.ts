// Money actions against the mock (spec §5 amount rules and the address check, §8): a withdrawal to an
// address the server refuses is never submitted, and a bank-transfer deposit order for 0 is never created.
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, sharedBrowser } from './browser';
import { recordCalls } from './qa-session';
import { chooseNetwork, typeCodes } from './form-steps';
import { actAs } from './walk/roles';

const browser = sharedBrowser();

describe('spec §5, §8: no money moves on bad input', () => {
  it('a withdrawal to an address validateWithdrawAddress refuses: said beside the address, not submitted', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    const calls = recordCalls(page);
    await actAs(context, 'kycApproved');
    await page.goto('/en_US/assets/withdraw?scenario=validateWithdrawAddress:ADDRESS_INVALID', {
      waitUntil: 'domcontentloaded',
    });
    // Of TRON's form, so the client lets it through and the server refuses it.
    await chooseNetwork(page, 'withdrawal', 'TRC20');
    await page.getByTestId('withdrawal_address').fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSX');
    await page.getByTestId('withdrawal_amount').fill('100');
    await typeCodes(page, 'withdrawal');
    await page.getByTestId('withdrawal-submit').click();
    await page.getByText('This address is not valid for the coin.').waitFor();
    expect(calls).toContain('/addr/add_withdraw_addr_validate_v4');
    expect(calls).not.toContain('/finance/do_withdraw_v4');
    expect(await page.getByTestId('withdrawal_address').inputValue()).toBe(
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSX',
    );
    await screenshot(page, 'money-withdraw-address-refused');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a bank-transfer deposit order for 0 is refused beside the amount and not created', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    const calls = recordCalls(page);
    await actAs(context, 'kycApproved');
    await page.goto('/en_US/assets/recharge?tab=fiat', { waitUntil: 'domcontentloaded' });
    await page.getByRole('combobox', { name: /^Currency/ }).waitFor();
    await page.getByTestId('fiatDeposit_amount').fill('0');
    await page.getByTestId('fiatDeposit-submit').click();
    await page.getByText('The amount must be greater than 0').waitFor();
    expect(calls).not.toContain('/fiat/deposit');
    await screenshot(page, 'money-deposit-zero-refused');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
