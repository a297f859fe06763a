import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPage, screenshot } from './browser';
import { chooseExamples, recordBodies, recordCalls } from './qa-session';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Spec §2 /trade "OTC page with current and historical orders": an OTC buy is followed from the ad to the
// OTC orders list, and cancelled there behind the shared confirmation (spec §4: sent once).
describe('an OTC buy followed to the OTC orders list (spec §2 /trade, §6 payment methods)', () => {
  it("shows the answer's payee, then the current OTC orders with their states in words; Cancel sends the order once", async () => {
    const { page, context, pageErrors } = await newPage(browser);
    const calls = recordCalls(page);
    const cancels = recordBodies(page, '/order/otc/cancel');
    await chooseExamples(context, { getUserInfo: 'kycApproved' }, { signedIn: true });
    await page.goto('/en_US/trade');
    await page.getByTestId('otc-ad').first().getByRole('button', { name: 'Buy USDT' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Quantity/).fill('770');
    await dialog.getByRole('button', { name: 'Review order' }).click();
    await dialog.getByRole('button', { name: 'Place buy order' }).click();
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
    expect(await first.innerText()).toContain('OTC202506030019');
    // The link brings the list into view, not only into the page far below the ads.
    const inView = await first.evaluate((row) => row.getBoundingClientRect().top < window.innerHeight);
    expect(inView).toBe(true);
    expect(await page.getByTestId('otc-status-1').innerText()).toBe('Unpaid');
    expect(calls).toContain('/order/otc/bystatus_v4');
    await screenshot(page, 'otc-orders-current');

    const listReads = calls.filter((path) => path === '/order/otc/bystatus_v4').length;
    await first.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel' });
    expect(await confirm.innerText()).toContain('Cancel the OTC order OTC202506030019');
    expect(cancels).toHaveLength(0);
    const answered = page.waitForResponse((response) => response.url().endsWith('/order/otc/cancel'));
    const reread = page.waitForResponse((response) => response.url().endsWith('/order/otc/bystatus_v4'));
    await confirm.getByRole('button', { name: 'Confirm' }).dblclick();
    await answered;
    await page.getByText('OTC order cancelled').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await reread;
    expect(calls.filter((path) => path === '/order/otc/bystatus_v4').length).toBeGreaterThan(listReads);
    expect(cancels).toHaveLength(1);
    expect(cancels[0]).toMatchObject({ orderId: 'OTC202506030019' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
