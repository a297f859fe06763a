// spec §1 at a 390 px phone, against the mock: the account and record lists are cards with nothing to scroll
// sideways, the personal centre's menu waits behind its button with the content first, and a product's
// "Invest now" comes before its details. Axe-clean in that layout.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axe, describeViolations, dialogSettled, newPage, screenshot, sharedBrowser } from './browser';
import { chooseNetwork, typeCodes } from './form-steps';
import { actAs } from './walk/roles';

const browser = sharedBrowser();
const PHONE = { width: 390, height: 844 };
const WAIT = { timeout: 15_000 };

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Boxes that scroll sideways inside the page (a table's scroll container, say), by their test id or tag. */
const sidewaysBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((box) => {
        const overflow = getComputedStyle(box).overflowX;
        return (overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth + 1;
      })
      .map((box) => box.dataset.testid ?? box.className ?? box.tagName),
  );

async function expectAxeClean(page: Page) {
  const violations = await axe(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe('spec §1: at phone width (390 px)', () => {
  it('token and fiat accounts and withdrawal records: cards in view, their actions inside the screen', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    await page.setViewportSize(PHONE);
    await actAs(context, 'kycApproved');
    for (const account of ['tokenAccount', 'fiatAccount']) {
      await page.goto(`/en_US/assets/${account}`);
      const card = page.getByTestId('asset-row').first();
      await card.waitFor(WAIT);
      expect(await sidewaysScroll(page), account).toBe(0);
      const deposit = await card.getByRole('link', { name: 'Deposit' }).boundingBox();
      expect(deposit && deposit.x + deposit.width, account).toBeLessThanOrEqual(PHONE.width);
      await expectAxeClean(page);
      await screenshot(page, `phone-${account}`);
    }
    await page.goto('/en_US/assets/withdraw?tab=records');
    await page.getByTestId('withdrawal-row').first().waitFor(WAIT);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAxeClean(page);
    await screenshot(page, 'phone-withdraw-records');
    await page.goto('/en_US/assets/withdraw');
    await page.getByTestId('withdraw-limits').waitFor(WAIT);
    expect(await sidewaysScroll(page)).toBe(0);
    await screenshot(page, 'phone-withdraw');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("home's hot coins: pair, price and change inside the card, nothing to scroll sideways", async () => {
    const { page, context, pageErrors } = await newPage(browser());
    await page.setViewportSize(PHONE);
    await page.goto('/en_US');
    const hotCoins = page.getByTestId('hot-coins');
    await hotCoins.getByRole('link', { name: 'BTC/USDT' }).waitFor(WAIT);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await sidewaysBoxes(page)).toEqual([]);
    const table = await hotCoins.boundingBox();
    expect(table && table.x + table.width).toBeLessThanOrEqual(PHONE.width);
    await hotCoins.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-home-hot-coins');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('personal centre: the content first, the 8 links behind "Menu: <page>" in a drawer', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    await page.setViewportSize(PHONE);
    await actAs(context, 'kycApproved');
    await page.goto('/en_US/personal/safetyRecord');
    const heading = page.getByRole('heading', { level: 1, name: 'Security record' });
    await heading.waitFor(WAIT);
    // The route's title shows while the session is checked (spec §4), then the screen's own in its place.
    await expect.poll(async () => (await heading.boundingBox())?.y).toBeLessThan(200);
    await page.getByRole('status', { name: 'Checking your session…' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('navigation', { name: 'Personal centre' }).count()).toBe(0);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Menu: Security record' }).click();
    const menu = page.getByRole('navigation', { name: 'Personal centre' });
    await menu.waitFor(WAIT);
    expect(await menu.getByRole('link').count()).toBe(8);
    await dialogSettled(page);
    await screenshot(page, 'phone-personal-menu');
    const violations = await axe(page, '[role="dialog"]');
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('product detail: "Invest now" on the first screens, before the product details', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    await page.setViewportSize(PHONE);
    await actAs(context, 'kycApproved');
    await page.goto('/en_US/investmentDetail/HOR');
    const invest = page.getByRole('button', { name: 'Invest now' });
    await invest.waitFor(WAIT);
    const top = (await invest.boundingBox())?.y ?? Infinity;
    const details = (await page.getByRole('tab', { name: 'Product details' }).boundingBox())?.y ?? 0;
    expect(top).toBeLessThan(details);
    expect(top).toBeLessThan(2 * PHONE.height);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAxeClean(page);
    await invest.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-product-detail');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('trade screen: current and past orders, OTC orders and my ads are cards, nothing scrolls sideways', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    await page.setViewportSize(PHONE);
    await actAs(context, 'kycApproved');
    const tabs: [string, string][] = [
      ['', 'trade-order'],
      ['?orders=history', 'trade-order'],
      ['?orders=otc-current', 'otc-order'],
      ['?orders=otc-history', 'otc-order'],
      ['?orders=ads', 'my-ad'],
    ];
    for (const [search, rowTestId] of tabs) {
      await page.goto(`/en_US/trade/btcusdt${search}`);
      const card = page.getByTestId(rowTestId).first();
      await card.waitFor(WAIT);
      expect(await card.evaluate((row) => row.tagName), search).toBe('LI');
      expect(await sidewaysScroll(page), search).toBe(0);
      expect(await sidewaysBoxes(page), search).toEqual([]);
      for (const button of await page.getByTestId(rowTestId).getByRole('button').all()) {
        const box = await button.boundingBox();
        expect(box && box.x + box.width, search).toBeLessThanOrEqual(PHONE.width);
      }
      await expectAxeClean(page);
    }
    await page.goto('/en_US/trade/btcusdt?orders=otc-current');
    const unpaid = page.getByTestId('otc-order').filter({ has: page.getByTestId('otc-status-1') });
    await unpaid.getByRole('button', { name: 'I have paid' }).waitFor(WAIT);
    await unpaid.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-trade-otc-orders');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a withdrawal submitted and a transfer to confirm: their summaries fit the screen', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    await page.setViewportSize(PHONE);
    await actAs(context, 'kycApproved');
    await page.goto('/en_US/assets/withdraw');
    await chooseNetwork(page, 'withdrawal', 'TRC20');
    await page.getByTestId('withdrawal_address').fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await page.getByTestId('withdrawal_amount').fill('250');
    await typeCodes(page, 'withdrawal');
    await page.getByTestId('withdrawal-submit').click();
    await page.getByTestId('withdraw-review').waitFor(WAIT);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await sidewaysBoxes(page)).toEqual([]);
    await page.getByTestId('withdraw-review-send').click();
    await page.getByTestId('withdraw-submitted-summary').waitFor(WAIT);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await sidewaysBoxes(page)).toEqual([]);
    await screenshot(page, 'phone-withdraw-submitted');

    await page.goto('/en_US/assets/withdraw?tab=transfer');
    await page.getByTestId('internalTransfer_account').fill('10031502');
    await page.getByTestId('internalTransfer_amount').fill('500');
    await typeCodes(page, 'internalTransfer');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('transfer-confirm').waitFor(WAIT);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await sidewaysBoxes(page)).toEqual([]);
    await expectAxeClean(page);
    await screenshot(page, 'phone-transfer-confirm');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
