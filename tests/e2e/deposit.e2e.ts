// The deposit screen /assets/recharge against the mock (spec §2, §3 "Deposit order", §4 "Fiat
// deposit order", §8 "Deposit", §9 50,000 CNY). The mock is stateless: a new order is always
// FD20250603000412 waiting for the transfer, a confirmation answers it "checking", a cancellation succeeds.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe, describeViolations, connectBrowser, newPage, screenshot } from './browser';
import { recordBodies } from './qa-session';
import { actAs } from './walk/roles';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ORDER_ID = 'FD20250603000412';

async function createOrder(page: Page, amount: string): Promise<void> {
  await page.getByTestId('fiatDeposit_amount').fill(amount);
  await page.getByTestId('fiatDeposit-submit').click();
  // Reviewed before it is sent.
  await page.getByTestId('fiat-deposit-review').getByTestId('review-confirm').click();
  await page.getByTestId('fiat-order').waitFor();
  expect(await page.getByTestId('fiat-order-id').innerText()).toBe(ORDER_ID);
}

const orderStatus = (page: Page, status: string) =>
  page.getByTestId('fiat-order').getByText(status, { exact: true }).waitFor();

describe('bank-transfer deposit orders', () => {
  it('creates an order and confirms the transfer, then creates another and cancels it', async () => {
    const { page, context, pageErrors, consoleErrors } = await newPage(browser);
    await actAs(context, 'kycApproved');
    const created = recordBodies(page, '/fiat/deposit');
    const confirmed = recordBodies(page, '/fiat/confirm_deposit');
    const cancelled = recordBodies(page, '/fiat/cancel_deposit');
    await page.goto('/en_US/assets/recharge?tab=fiat');
    await page.getByTestId('company-account').getByText('China Merchants Bank, Shenzhen Branch').waitFor();

    // Spec §9: above 50,000 CNY the transfer may arrive late; at or below it, no notice.
    await page.getByTestId('fiatDeposit_amount').fill('60000');
    await page.getByTestId('late-transfer-notice').waitFor();
    await page.getByTestId('fiatDeposit_amount').fill('50000');
    await page.getByTestId('late-transfer-notice').waitFor({ state: 'detached' });

    await createOrder(page, '20000');
    await orderStatus(page, 'Waiting for bank transfer');
    await page.getByTestId('fiat-order').getByRole('button', { name: 'I have transferred' }).click();
    await page.getByLabel(/^Bank transfer reference/).fill('CMB250603884512');
    await page.getByRole('button', { name: 'Confirm the transfer' }).click();
    await orderStatus(page, 'Checking');
    expect(await page.getByTestId('fiat-order').getByRole('button', { name: 'Cancel order' }).count()).toBe(
      0,
    );
    await screenshot(page, 'deposit-fiat-confirmed');

    await page.getByRole('button', { name: 'New deposit order' }).click();
    await createOrder(page, '8000');
    await page.getByTestId('fiat-order').getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await orderStatus(page, 'Cancelled');
    await screenshot(page, 'deposit-fiat-cancelled');

    expect(created.map(({ symbol, amount }) => ({ symbol, amount }))).toEqual([
      { symbol: 'cny', amount: '20000' },
      { symbol: 'cny', amount: '8000' },
    ]);
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({ id: ORDER_ID, transactionId: 'CMB250603884512' });
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({ id: ORDER_ID });
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('lists the orders in every §4 state, with the actions only on the one waiting for the transfer', async () => {
    const { page, context } = await newPage(browser);
    await actAs(context, 'kycApproved');
    await page.goto('/zh_CN/assets/recharge?tab=fiat');
    const table = page.getByRole('table', { name: '您的银行转账充值' });
    for (const status of ['等待银行转账', '审核中', '已完成', '已拒绝', '已取消'])
      await table.getByText(status).waitFor();
    expect(await table.getByRole('button', { name: '我已转账' }).count()).toBe(1);
    await context.close();
  });
});

describe('coin deposit address', () => {
  it('shows the address and memo with the warning, a QR code and the deposits', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await actAs(context, 'kycApproved');
    await page.goto('/en_US/assets/recharge?symbol=XRP&scenario=getDepositAddress:withMemo');
    await page.getByTestId('memo-warning').waitFor();
    expect(await page.getByTestId('deposit-address').innerText()).toBe('rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh');
    expect(await page.getByTestId('deposit-memo').innerText()).toBe('104872');
    await page.getByRole('img', { name: 'QR code of the XRP deposit address' }).waitFor();
    await page.getByRole('table', { name: 'Deposit history' }).getByText('Confirming').waitFor();
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await screenshot(page, 'deposit-coin-memo');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['DEPOSIT_CLOSED', 'Deposits of this currency are closed for now.'],
    ['SUB_ACCOUNT_DEPOSIT_DISABLED', 'Your main account has turned off deposits for this sub-account.'],
    ['KYC_REQUIRED', 'Complete identity verification before you deposit or withdraw.'],
  ])('explains %s instead of an address', async (code, text) => {
    const { page, context } = await newPage(browser);
    await actAs(context, 'kycApproved');
    await page.goto(`/en_US/assets/recharge?scenario=getDepositAddress:${code}`);
    const notice = page.getByTestId('deposit-unavailable');
    await notice.getByText(text).waitFor();
    expect(await page.getByTestId('deposit-address').count()).toBe(0);
    expect(await notice.getByRole('link', { name: 'Go to identity verification' }).count()).toBe(
      code === 'KYC_REQUIRED' ? 1 : 0,
    );
    await context.close();
  });
});
