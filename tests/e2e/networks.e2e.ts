// One network, named once, end to end (spec §3 "Market: chains keyed by chainName"; §5): the withdraw
// form, its review, drafts, the address book, the on-chain transfer and the deposit, in both languages.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPage } from './browser';
import { chooseNetwork } from './form-steps';
import { recordBodies, recordCalls } from './qa-session';
import { actAs } from './walk/roles';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const EVM = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const VALIDATE = '/addr/add_withdraw_addr_validate_v4';
const WITHDRAW = '/finance/do_withdraw_v4';
const ADD_ADDRESS = '/addr/add_withdraw_addr_v4';
const TRANSFER = '/finance/internal_transfer';

const TEXT = {
  en_US: {
    wrongNetwork: 'This is not an address of the chosen network',
    saved: 'The address was saved.',
    spaces: 'Enter the address without spaces',
  },
  zh_CN: { wrongNetwork: '该地址不是所选网络的地址', saved: '地址已保存。', spaces: '地址不能包含空格' },
} as const;
type Lang = keyof typeof TEXT;
const LANGS = Object.keys(TEXT) as Lang[];

async function signedIn(): Promise<{ page: Page; context: BrowserContext; pageErrors: string[] }> {
  const opened = await newPage(browser);
  await actAs(opened.context, 'kycApproved');
  return opened;
}

/** The kycApproved user's three codes, by test id (the labels are the language's). */
async function typeCodesById(page: Page, formId: string): Promise<void> {
  await page.getByTestId(`${formId}_smsValidCode`).fill('135790');
  await page.getByTestId(`${formId}_emailValidCode`).fill('246801');
  await page.getByTestId(`${formId}_googleCode`).getByRole('textbox').first().click();
  await page.keyboard.type('507261');
}

async function fillWithdrawal(page: Page, chain: string, address: string, amount: string): Promise<void> {
  await chooseNetwork(page, 'withdrawal', chain);
  await page.getByTestId('withdrawal_address').fill(address);
  await page.getByTestId('withdrawal_amount').fill(amount);
  await typeCodesById(page, 'withdrawal');
}

describe.each(LANGS)('networks and the withdraw review (%s)', (lang) => {
  it('an address of another network is refused before any call', async () => {
    const { page, context, pageErrors } = await signedIn();
    const calls = recordCalls(page);
    await page.goto(`/${lang}/assets/withdraw`);
    await fillWithdrawal(page, 'ERC20', TRON, '100');
    await page.getByTestId('withdrawal-submit').click();
    await page.getByText(TEXT[lang].wrongNetwork).first().waitFor();
    // `abc` is no address on any network the format is known of.
    await chooseNetwork(page, 'withdrawal', 'TRC20');
    await page.getByTestId('withdrawal_address').fill('abc');
    await page.getByTestId('withdrawal-submit').click();
    await page.getByText(TEXT[lang].wrongNetwork).first().waitFor();
    expect(calls).not.toContain(VALIDATE);
    expect(calls).not.toContain(WITHDRAW);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('changing the network re-checks the address typed for the one before', async () => {
    const { page, context, pageErrors } = await signedIn();
    await page.goto(`/${lang}/assets/withdraw`);
    await chooseNetwork(page, 'withdrawal', 'TRC20');
    await page.getByTestId('withdrawal_address').fill(TRON);
    await page.getByTestId('withdrawal_amount').click();
    expect(await page.getByText(TEXT[lang].wrongNetwork).count()).toBe(0);
    await chooseNetwork(page, 'withdrawal', 'ERC20');
    await page.getByTestId('withdrawal_amount').click();
    await page.getByText(TEXT[lang].wrongNetwork).first().waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('an address with an inner space is refused with a message, never rewritten', async () => {
    const { page, context, pageErrors } = await signedIn();
    const calls = recordCalls(page);
    await page.goto(`/${lang}/assets/withdraw`);
    const spaced = `${TRON.slice(0, 10)} ${TRON.slice(10)}`;
    await fillWithdrawal(page, 'TRC20', spaced, '100');
    await page.getByTestId('withdrawal-submit').click();
    await page.getByText(TEXT[lang].spaces).first().waitFor();
    expect(await page.getByTestId('withdrawal_address').inputValue()).toBe(spaced);
    expect(calls).not.toContain(VALIDATE);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a reload restores the whole draft, its network included', async () => {
    const { page, context, pageErrors } = await signedIn();
    await page.goto(`/${lang}/assets/withdraw`);
    await fillWithdrawal(page, 'ERC20', EVM, '100');
    await page.getByTestId('withdrawal_address').blur();
    await page.reload();
    await page.getByTestId('withdrawal_address').waitFor();
    expect(await page.getByTestId('withdrawal_chainName').inputValue()).toBe('ERC20');
    expect(await page.getByTestId('withdrawal_address').inputValue()).toBe(EVM);
    expect(await page.getByTestId('withdrawal_amount').inputValue()).toBe('100');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the review shows amount, fee, net, network and the whole address; the request matches it', async () => {
    const { page, context, pageErrors } = await signedIn();
    const bodies = recordBodies(page, WITHDRAW);
    await page.goto(`/${lang}/assets/withdraw`);
    await fillWithdrawal(page, 'TRC20', TRON, '250');
    await page.getByTestId('withdrawal-submit').click();
    const review = page.getByTestId('withdraw-review');
    await review.waitFor();
    const shown = async (id: string) => (await review.getByTestId(id).innerText()).trim();
    expect(await shown('review-amount')).toBe('250.000000 USDT');
    expect(await shown('review-fee')).toBe('1.000000 USDT');
    expect(await shown('review-net')).toBe('249.000000 USDT');
    expect(await shown('review-network')).toBe('TRC20');
    expect(await shown('review-address')).toBe(TRON);
    expect(bodies).toHaveLength(0);
    // Back keeps everything.
    await review.getByRole('button').first().click();
    await page.getByTestId('withdrawal_address').waitFor();
    expect(await page.getByTestId('withdrawal_address').inputValue()).toBe(TRON);
    expect(await page.getByTestId('withdrawal_chainName').inputValue()).toBe('TRC20');
    await page.getByTestId('withdrawal-submit').click();
    await page.getByTestId('withdraw-review-send').click();
    await page.getByTestId('withdraw-submitted').waitFor();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ amount: '250', fee: '1', chainName: 'TRC20', address: TRON });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the address book saves an address on its network; a saved ERC20 entry withdraws as "ERC20", one name', async () => {
    const { page, context, pageErrors } = await signedIn();
    const checked = recordBodies(page, VALIDATE);
    const added = recordBodies(page, ADD_ADDRESS);
    const withdrawn = recordBodies(page, WITHDRAW);
    await page.goto(`/${lang}/assets/withdraw?tab=addresses`);
    await page.getByTestId('address-row').first().waitFor();
    await page.locator('button', { hasText: lang === 'en_US' ? 'Add address' : '添加地址' }).click();
    await page.getByTestId('withdrawAddress_symbol').fill('USDT');
    await chooseNetwork(page, 'withdrawAddress', 'ERC20');
    await page.getByTestId('withdrawAddress_address').fill(EVM);
    await page.getByTestId('withdrawAddress_label').fill('Hardware wallet');
    await typeCodesById(page, 'withdrawAddress');
    await page.getByTestId('withdrawAddress-submit').click();
    await page.getByText(TEXT[lang].saved).waitFor();
    expect(checked.at(-1)).toMatchObject({ symbol: 'USDT', chainName: 'ERC20', address: EVM });
    expect(added.at(-1)).toMatchObject({ symbol: 'USDT', chainName: 'ERC20', address: EVM });

    const erc20 = page.getByTestId('address-row').filter({ hasText: 'USDT · ERC20' });
    await erc20.getByTestId('address-withdraw-to').click();
    await page.getByTestId('withdrawal_chainName').waitFor();
    expect(await page.getByTestId('withdrawal_chainName').inputValue()).toBe('ERC20');
    await page.getByTestId('withdrawal_chainName').click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['TRC20', 'ERC20']);
    await page.keyboard.press('Escape');
    await page.getByTestId('withdrawal_amount').fill('100');
    await typeCodesById(page, 'withdrawal');
    await page.getByTestId('withdrawal-submit').click();
    await page.getByTestId('withdraw-review-send').click();
    await page.getByTestId('withdraw-submitted').waitFor();
    expect(checked.at(-1)).toMatchObject({ chainName: 'ERC20' });
    expect(withdrawn.at(-1)).toMatchObject({ chainName: 'ERC20', address: EVM });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('an on-chain transfer asks the network, shows it in the confirmation and sends its chainName', async () => {
    const { page, context, pageErrors } = await signedIn();
    const bodies = recordBodies(page, TRANSFER);
    await page.goto(`/${lang}/assets/withdraw?tab=transfer`);
    await page.locator('#internalTransfer_mode-0').check();
    await chooseNetwork(page, 'internalTransfer', 'ERC20');
    await page.getByTestId('internalTransfer_address').fill(EVM);
    await page.getByTestId('internalTransfer_amount').fill('250');
    await typeCodesById(page, 'internalTransfer');
    await page.getByTestId('internalTransfer-submit').click();
    const confirm = page.getByTestId('transfer-confirm');
    await confirm.waitFor();
    expect((await confirm.getByTestId('transfer-confirm-network').innerText()).trim()).toBe('ERC20');
    expect((await confirm.getByTestId('transfer-confirm-address').innerText()).trim()).toBe(EVM);
    await page.getByTestId('transfer-confirm-send').click();
    await page.getByTestId('transfer-done').waitFor();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ mode: 'on_chain', chainName: 'ERC20', address: EVM });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("the deposit shows the chosen network's address, or says there is none; history links by its own chain", async () => {
    const { page, context, pageErrors } = await signedIn();
    // The mock's ERC20 answer: the ERC20 address and its QR.
    await page.goto(`/${lang}/assets/recharge?scenario=getDepositAddress:usdtErc20`);
    await page.getByTestId('deposit-network').click();
    await page.getByRole('option', { name: 'ERC20', exact: true }).click();
    await page.getByTestId('deposit-address').waitFor();
    expect(await page.getByTestId('deposit-address').innerText()).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    // The records are TRON deposits: whatever network is picked above, no hash becomes an Ethereum link.
    await page.getByText('7c2d4f…8293').first().waitFor();
    expect(await page.locator('a[href*="etherscan.io/tx/"]').count()).toBe(0);
    expect(await page.locator('a[href*="solana.com/tx/"]').count()).toBe(0);

    // The default answer is the TRON address: on ERC20 it is not shown as ERC20's.
    await page.goto(`/${lang}/assets/recharge?chain=ERC20`);
    await page.getByTestId('deposit-no-address').waitFor();
    expect(await page.getByText(/TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC/).count()).toBe(0);
    // BTC: the mock answers USDT's address, which is never BTC's.
    await page.goto(`/${lang}/assets/recharge?symbol=BTC`);
    await page.getByTestId('deposit-no-address').waitFor();
    expect(await page.getByTestId('deposit-address').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
