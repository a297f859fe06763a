import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPage, screenshot } from './browser';
import { chooseExamples, recordCalls } from './qa-session';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Spec §2 /trade "OTC page with current and historical orders": an OTC buy is followed from the ad to the
// OTC orders list. The contract has no OTC cancel operation, so the order is followed, not cancelled, here.
describe('an OTC buy followed to the OTC orders list (spec §2 /trade, §6 payment methods)', () => {
  it("shows the answer's payee, then the current OTC orders with their states in words", async () => {
    const { page, context, pageErrors } = await newPage(browser);
    const calls = recordCalls(page);
    await chooseExamples(context, { getUserInfo: 'kycApproved' }, { signedIn: true });
    await page.goto('/en_US/trade');
    await page.getByTestId('otc-ad').first().getByRole('button', { name: 'Buy USDT' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Quantity/).fill('770');
    await dialog.getByRole('button', { name: 'Buy', exact: true }).click();
    const opened = dialog.getByTestId('otc-order-opened');
    await opened.waitFor();
    expect(await opened.innerText()).toContain('Pay 998.69 SGD to this account:');
    expect(await opened.getByTestId('otc-payee').innerText()).toContain('Account: 0123456789');
    await screenshot(page, 'otc-order-opened');
    await opened.getByRole('link', { name: 'See my OTC orders' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toContain('/en_US/trade?orders=otc-current');
    const first = page.getByTestId('otc-order').first();
    await first.waitFor();
    expect(await first.innerText()).toContain('OTC202506030018');
    // The link brings the list into view, not only into the page far below the ads.
    const inView = await first.evaluate((row) => row.getBoundingClientRect().top < window.innerHeight);
    expect(inView).toBe(true);
    expect(await page.getByTestId('otc-status-1').innerText()).toBe('Unpaid');
    expect(calls).toContain('/order/otc/bystatus_v4');
    await screenshot(page, 'otc-orders-current');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
