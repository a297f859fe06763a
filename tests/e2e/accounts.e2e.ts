// The account pages against the mock (spec §2 /assets/tokenAccount, spotAccount, fiatAccount;
// §3 asset row, assets state with isHide persisted; §4 table sort; §8 "no data"). The mock's overview is
// 0.68861187 BTC, and one BTC is 104,250.38 USD or 750,602.74 CNY (rateV2).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe, describeViolations, connectBrowser, newPage, screenshot } from './browser';
import { actAs } from './walk/roles';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The valuation waits for three calls (overview, fiat list, rate): on a loaded CI machine that takes seconds.
const POLL = { timeout: 15_000 };

const coinsInOrder = async (page: Page) =>
  Promise.all(
    (await page.getByTestId('asset-row').all()).map(async (row) =>
      (await row.locator('td').first().locator('p').first().innerText()).trim(),
    ),
  );

describe('account pages', () => {
  it('values every account in the chosen fiat, hides balances across a reload, and sorts the rows', async () => {
    const { page, context, pageErrors, consoleErrors } = await newPage(browser);
    await actAs(context, 'kycApproved');
    await page.goto('/en_US/assets/tokenAccount');
    const total = page.getByTestId('total-valuation');
    await expect.poll(() => total.innerText(), POLL).toBe('$71,788.05');
    expect(await page.getByTestId('account-value-token').innerText()).toBe('$57,281.06');

    await page.getByRole('combobox', { name: 'Valuation currency' }).click();
    await page.getByRole('option', { name: 'CNY' }).click();
    await expect.poll(() => total.innerText(), POLL).toBe('¥516,873.96');

    // Spec §4: ascending, descending, then back to the default (largest valuation first).
    expect(await coinsInOrder(page)).toEqual(['SGB27', 'HOR', 'USDT', 'BTC']);
    const byCoin = page.getByRole('button', { name: 'Sort by Coin' });
    await byCoin.click();
    expect(await coinsInOrder(page)).toEqual(['BTC', 'HOR', 'SGB27', 'USDT']);
    await byCoin.click();
    expect(await coinsInOrder(page)).toEqual(['USDT', 'SGB27', 'HOR', 'BTC']);
    await byCoin.click();
    expect(await coinsInOrder(page)).toEqual(['SGB27', 'HOR', 'USDT', 'BTC']);
    await page.getByTestId('allocation-chart').waitFor();
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await screenshot(page, 'accounts-token');

    await page.getByRole('button', { name: 'Hide balances' }).click();
    await expect.poll(() => total.innerText(), POLL).toBe('****');
    await page.reload();
    await page.getByRole('button', { name: 'Show balances' }).waitFor();
    expect(await page.getByTestId('total-valuation').innerText()).toBe('****');
    expect(await page.getByTestId('asset-row').first().innerText()).not.toMatch(/\d,\d{3}/);
    expect(await page.getByTestId('allocation-chart').count()).toBe(0);
    await screenshot(page, 'accounts-token-hidden');
    await page.getByRole('button', { name: 'Show balances' }).click();
    await expect.poll(() => page.getByTestId('total-valuation').innerText(), POLL).toBe('¥516,873.96');
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows an empty account as "no data" with the funding guide, in Chinese', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await actAs(context, 'kycApproved');
    await page.goto('/zh_CN/assets/spotAccount?scenario=listSpotAccountAssets:empty,getAssetOverview:zero');
    const empty = page.getByTestId('no-data').filter({ hasText: '暂无数据' });
    await empty.waitFor();
    await empty.getByRole('button', { name: '如何为账户充值' }).click();
    const guide = page.getByTestId('funding-guide');
    await guide.getByText('1. 充值').waitFor();
    await guide.getByRole('link', { name: '前往充值' }).click();
    await page.waitForURL(/\/zh_CN\/assets\/recharge$/);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('lists the fiat account with its deposit links', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await actAs(context, 'kycApproved');
    await page.goto('/en_US/assets/fiatAccount');
    const rows = page.getByTestId('asset-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(3); // USD, CNY and SGD: the fiatAccount example
    expect(await rows.first().innerText()).toContain('5,000.00');
    await rows.first().getByRole('link', { name: 'Deposit' }).click();
    await page.waitForURL(/\/en_US\/assets\/recharge\?tab=fiat&symbol=usd$/);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('values the yuan balance in yuan exactly, and the account total is the sum of its rows (spec §3 rate)', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await actAs(context, 'kycApproved');
    await page.goto('/zh_CN/assets/fiatAccount');
    const yuan = page.getByTestId('asset-row').filter({ hasText: 'CNY' });
    await yuan.waitFor();
    const cells = await yuan.getByRole('cell').allInnerTexts();
    // Currency, total, available, frozen, valuation: the valuation is the total itself.
    expect(cells[4]).toBe(`¥${cells[1]}`);
    const cents = (text: string | undefined) => Math.round(Number(text?.replace(/[¥,]/g, '')) * 100);
    const valuations = await page
      .getByTestId('asset-row')
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[4]?.textContent ?? ''));
    const total = await page.getByTestId('account-total').innerText();
    expect(cents(total)).toBe(valuations.reduce((sum, text) => sum + cents(text), 0));
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('at 1280 px every column of the token and fiat accounts is in view, their Withdraw links too (no sideways scroll)', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await actAs(context, 'kycApproved');
    for (const account of ['tokenAccount', 'fiatAccount']) {
      await page.goto(`/en_US/assets/${account}`);
      await page.getByTestId('asset-row').first().waitFor();
      const overflowing = await page.evaluate(
        () =>
          [
            ...document.querySelectorAll(
              'main .mantine-TableScrollContainer-scrollContainer .mantine-ScrollArea-viewport',
            ),
          ].filter((container) => container.scrollWidth > container.clientWidth).length,
      );
      expect(overflowing, account).toBe(0);
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
