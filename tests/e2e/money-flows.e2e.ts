// Money flows followed end to end against the mock: a withdrawal on a chosen network (spec §3 investment
// product network, §4 withdrawal), an internal transfer refused at 0 then confirmed and taken back (spec §5),
// and the register code step's countdown after step 1 sent the code (spec §4 code sender, §9 90 s).
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, sharedBrowser } from './browser';
import { chooseNetwork, passSliderCheck, typeCodes } from './form-steps';
import { recordBodies, recordCalls } from './qa-session';
import { actAs } from './walk/roles';

const browser = sharedBrowser();

describe('money flows (spec §4, §5)', () => {
  it('a withdrawal on ERC20: chosen, sent as the chainName and shown in the summary', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    const submits = recordBodies(page, '/finance/do_withdraw_v4');
    await actAs(context, 'kycApproved');
    await page.goto('/en_US/assets/withdraw', { waitUntil: 'domcontentloaded' });
    await chooseNetwork(page, 'withdrawal', 'ERC20');
    expect(await page.getByTestId('withdrawal_chainName').inputValue()).toBe('ERC20');
    await page.getByTestId('withdrawal_address').fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await page.getByTestId('withdrawal_amount').fill('250');
    await typeCodes(page, 'withdrawal');
    await page.getByTestId('withdrawal-submit').click();
    await page.getByTestId('withdraw-review-send').click();
    const summary = page.getByTestId('withdraw-submitted-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toMatch(/Network\s+ERC20/);
    expect(submits).toHaveLength(1);
    expect(submits[0]).toMatchObject({ chainName: 'ERC20', amount: '250' });
    await screenshot(page, 'money-withdraw-network');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('an internal transfer of 0 is refused beside the amount; Back from the confirmation keeps what was typed', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    const calls = recordCalls(page);
    await actAs(context, 'kycApproved');
    await page.goto('/en_US/assets/withdraw?tab=transfer', { waitUntil: 'domcontentloaded' });
    const account = page.getByTestId('internalTransfer_account');
    const amount = page.getByTestId('internalTransfer_amount');
    await account.fill('10031502');
    await amount.fill('0');
    await typeCodes(page, 'internalTransfer');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('The amount must be greater than 0').waitFor();
    // Beside the amount: the amount field is the one flagged, described by the refusal.
    const describedBy = await amount.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(describedBy).toContain('The amount must be greater than 0');
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await account.getAttribute('aria-invalid')).not.toBe('true');
    expect(calls).not.toContain('/finance/check_transfer_account');
    expect(calls).not.toContain('/finance/internal_transfer');

    await amount.fill('500');
    await page.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByTestId('transfer-confirm');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('500');
    await confirm.getByRole('button', { name: 'Back' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await account.inputValue()).toBe('10031502');
    expect(await amount.inputValue()).toBe('500');
    expect(await page.getByLabel(/^SMS code/).inputValue()).toBe('135790');
    expect(await page.getByLabel(/^Email code/).inputValue()).toBe('246801');
    const google = page.getByTestId('internalTransfer_googleCode').getByRole('textbox');
    expect(
      await google.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value).join('')),
    ).toBe('507261');
    expect(calls).not.toContain('/finance/internal_transfer');
    await screenshot(page, 'money-transfer-back');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('register: after step 1 sends the code, the code step counts down its send button, disabled (spec §4)', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    await page.goto('/en_US/register');
    await page.getByRole('textbox', { name: /^Email/ }).fill('new.investor@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    const sent = page.waitForResponse((response) => response.url().endsWith('/user/register'));
    await passSliderCheck(page);
    await sent;
    const resend = page.getByRole('button', { name: /^Resend in \d+ s$/ });
    await resend.waitFor();
    const seconds = Number((await resend.innerText()).match(/\d+/)?.[0]);
    expect(seconds).toBeGreaterThan(80);
    expect(seconds).toBeLessThanOrEqual(90);
    expect(await resend.isDisabled()).toBe(true);
    await page.waitForFunction((first) => {
      const text = [...document.querySelectorAll('button')].map((button) => button.textContent ?? '');
      const shown = text.map((label) => /^Resend in (\d+) s$/.exec(label)?.[1]).find(Boolean);
      return shown !== undefined && Number(shown) < first;
    }, seconds);
    expect(await resend.isDisabled()).toBe(true);
    await screenshot(page, 'money-register-countdown');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
