// Money flows by keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7; spec §4, §5): each control reached with Tab or
// Shift+Tab, choices made with arrows, Enter and Space, in both languages; each flow asserts what the mock
// received, that focus moved into each step the flow opened, and that every control focus passed through
// showed it.
import { describe, expect, it } from 'vitest';
import { newPage, sharedBrowser } from './browser';
import { chooseByKeys, focusIsIn, keyboardOf, typeCodes } from './keyboard';
import { LANGUAGES, word } from './locale-words';
import { recordBodies } from './qa-session';
import { actAs } from './walk/roles';

const browser = sharedBrowser();

describe.each(LANGUAGES)('money flows by keyboard alone (%s)', (lang) => {
  it('internal transfer: account, amount, codes, Continue, then Confirm on the review', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    const transfers = recordBodies(page, '/finance/internal_transfer');
    await actAs(context, 'kycApproved');
    await page.goto(`/${lang}/assets/withdraw?tab=transfer`, { waitUntil: 'domcontentloaded' });
    const keys = keyboardOf(page);

    await keys.tabTo(page.getByTestId('internalTransfer_account'));
    await keys.type('10031502');
    await keys.tabTo(page.getByTestId('internalTransfer_amount'));
    await keys.type('500');
    await typeCodes(keys, page, 'internalTransfer');
    await keys.tabTo(page.getByTestId('internalTransfer-submit'));
    await keys.press('Enter');

    const review = page.getByTestId('transfer-confirm');
    await review.waitFor();
    await expect.poll(() => focusIsIn(review)).toBe(true);
    await keys.tabTo(page.getByTestId('transfer-confirm-send'));
    await keys.press('Enter');
    await expect.poll(() => transfers.length).toBe(1);
    expect(transfers[0]).toMatchObject({ amount: '500' });
    expect(keys.invisibleFocus()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('withdraw: the coin, a saved address from the book (its network), amount, codes, review, Confirm', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    const withdrawals = recordBodies(page, '/finance/do_withdraw_v4');
    await actAs(context, 'kycApproved');
    await page.goto(`/${lang}/assets/withdraw?symbol=ETH`, { waitUntil: 'domcontentloaded' });
    const keys = keyboardOf(page);

    await keys.tabTo(page.getByRole('textbox', { name: word(lang, 'assets:fields.coin') }));
    await keys.press('Control+A');
    await keys.type('usdt');
    await keys.press('Enter');
    await page.waitForURL(/symbol=USDT/);
    // The address book is the third tab: Shift+Tab back to the tab list, the arrows move along it.
    await keys.tabTo(page.getByRole('tab', { name: word(lang, 'withdraw:tabs.withdraw'), exact: true }), {
      back: true,
    });
    await keys.press('ArrowRight');
    await keys.press('ArrowRight');
    await page.waitForURL(/tab=addresses/);
    const saved = page.getByTestId('address-row').filter({ hasText: 'ERC20' });
    await keys.tabTo(saved.getByTestId('address-withdraw-to'));
    await keys.press('Enter');
    await page.waitForURL(/tab=withdraw/);
    const network = page.getByTestId('withdrawal_chainName');
    await expect.poll(() => network.inputValue()).toBe('ERC20');
    await expect.poll(() => focusIsIn(page.getByRole('tabpanel'))).toBe(true);
    // The network the address came with, kept when its list is opened and taken again by keyboard.
    await chooseByKeys(keys, page, network, 'ERC20');
    await keys.tabTo(page.getByTestId('withdrawal_amount'));
    await keys.type('250');
    await typeCodes(keys, page, 'withdrawal');
    await keys.tabTo(page.getByTestId('withdrawal-submit'));
    await keys.press('Enter');

    const review = page.getByTestId('withdraw-review');
    await review.waitFor();
    await expect.poll(() => focusIsIn(review)).toBe(true);
    await keys.tabTo(page.getByTestId('withdraw-review-send'));
    await keys.press('Enter');
    await page.getByTestId('withdraw-submitted').waitFor();
    expect(withdrawals).toHaveLength(1);
    expect(withdrawals[0]).toMatchObject({
      symbol: 'USDT',
      chainName: 'ERC20',
      address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      amount: '250',
    });
    expect(keys.invisibleFocus()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('bank-transfer deposit: the tab, the currency, amount, review, Confirm, then the transfer reported in its dialog', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    const created = recordBodies(page, '/fiat/deposit');
    const confirmed = recordBodies(page, '/fiat/confirm_deposit');
    await actAs(context, 'kycApproved');
    await page.goto(`/${lang}/assets/recharge`, { waitUntil: 'domcontentloaded' });
    const keys = keyboardOf(page);

    await keys.tabTo(page.getByRole('tab', { name: word(lang, 'deposit:tabs.coin') }));
    await keys.press('ArrowRight');
    await page.waitForURL(/tab=fiat/);
    await chooseByKeys(keys, page, page.getByTestId('fiat-deposit-currency'), 'EUR');
    await keys.tabTo(page.getByTestId('fiatDeposit_amount'));
    await keys.type('8000');
    await keys.tabTo(page.getByTestId('fiatDeposit-submit'));
    await keys.press('Enter');
    const review = page.getByTestId('fiat-deposit-review');
    await review.waitFor();
    await expect.poll(() => focusIsIn(review)).toBe(true);
    await keys.tabTo(review.getByTestId('review-confirm'));
    await keys.press('Enter');

    const order = page.getByTestId('fiat-order');
    await order.waitFor();
    await expect.poll(() => focusIsIn(order)).toBe(true);
    const transferred = order.getByRole('button', { name: word(lang, 'deposit:fiat.transferred') });
    await keys.tabTo(transferred);
    await keys.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => focusIsIn(dialog)).toBe(true);
    // Escape closes the dialog and gives the focus back to the button that opened it (WCAG 2.4.3).
    await keys.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusIsIn(transferred)).toBe(true);
    await keys.press('Enter');
    await keys.tabTo(dialog.getByRole('textbox'));
    await keys.type('CMB250603884512');
    await keys.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ symbol: 'eur', amount: '8000' });
    await expect.poll(() => confirmed.length).toBe(1);
    expect(confirmed[0]).toMatchObject({ id: 'FD20250603000412', transactionId: 'CMB250603884512' });
    expect(keys.invisibleFocus()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
