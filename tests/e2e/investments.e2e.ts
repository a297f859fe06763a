import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axe, describeViolations, connectBrowser, newPage, screenshot } from './browser';
import { answerWith, chooseExamples, recordBodies } from './qa-session';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signed in (a token) with the mock's answers picked through the QA switch's sessionStorage, set once. */
const signedIn = (context: BrowserContext, choices: Record<string, string>) =>
  chooseExamples(context, choices, { signedIn: true });

async function subscribeFromDetail(page: Page, amount: string): Promise<void> {
  await page.getByRole('button', { name: /^(Invest now|立即投资)$/ }).click();
  await page.getByLabel(/^(Amount to invest|投资金额)/).fill(amount);
  await page.getByRole('checkbox', { name: /(investment agreement|投资协议)/ }).check();
  await page.getByRole('button', { name: /^(Review|核对)$/ }).click();
  await page.getByTestId('subscription-confirm').waitFor();
  await page.getByRole('button', { name: /^(Confirm investment|确认投资)$/ }).click();
}

describe('investments in the browser (spec §2, §3, §4, §5, §6, §8)', () => {
  it('filter → detail → subscribe → the record shows, pending', async () => {
    const { page, context, pageErrors, consoleErrors } = await newPage(browser);
    await signedIn(context, { getUserInfo: 'kycApproved', listSubscriptionRecords: 'oneProduct' });
    const listBodies = recordBodies(page, '/api/v1/investment/product/list');
    const subscribeBodies = recordBodies(page, '/api/v1/investment/subscribe');
    await page.goto('/en_US/investments');
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('product-card').count()).toBe(3);

    await answerWith(page, 'listInvestmentProducts', 'realEstateOnly');
    await page.getByLabel('Category').selectOption('real_estate');
    await page.waitForURL(/category=real_estate/);
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(1);
    expect(listBodies.at(-1)).toMatchObject({ category: 'real_estate', page: 1 });
    await screenshot(page, 'investments-filtered');

    await page.getByRole('link', { name: 'Harbourfront Office REIT Token' }).click();
    await page.waitForURL(/\/en_US\/investmentDetail\/HOR$/);
    await page.getByTestId('product-facts').waitFor();
    expect(
      await page
        .getByRole('link', { name: /^0x7e57…0001: the contract in the block explorer/ })
        .getAttribute('href'),
    ).toBe('https://etherscan.io/address/0x7e57000000000000000000000000000000000001');

    await subscribeFromDetail(page, '5000');
    const done = page.getByTestId('subscribed');
    await done.waitFor();
    expect(await done.innerText()).toContain('SUB20250603000123');
    expect(subscribeBodies.at(-1)).toMatchObject({ symbol: 'HOR', amount: '5000', agreementAccepted: true });

    await page.getByRole('tab', { name: 'My subscriptions' }).click();
    const row = page.getByTestId('my-records').getByRole('row').filter({ hasText: 'SUB20250603000123' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/pending review/i);
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await screenshot(page, 'investments-subscribed-record');
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('spec §8 in Chinese: the server refuses for insufficient available balance', async () => {
    const { page, context, pageErrors } = await newPage(browser, { locale: 'zh-CN' });
    await signedIn(context, {
      getUserInfo: 'kycApproved',
      subscribeInvestmentProduct: 'INSUFFICIENT_AVAILABLE_BALANCE',
    });
    await page.goto('/zh_CN/investmentDetail/HOR');
    await subscribeFromDetail(page, '5000');
    // Spec §8 refusal in the review's polite live region (WCAG 4.1.3).
    await page.getByRole('status').filter({ hasText: '可用余额不足。' }).waitFor();
    expect(await page.getByTestId('subscribed').count()).toBe(0);
    await screenshot(page, 'investments-insufficient-zh');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('spec §6: a visitor reads the detail and is sent to log in to invest', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await page.goto('/en_US/investmentDetail/HOR');
    const box = page.getByTestId('invest-box');
    await box.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/en_US\/login\?redirect=%2Fen_US%2FinvestmentDetail%2FHOR$/);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('home: prerendered with the market placeholder, hot coins and highlights after the first paint', async () => {
    const served = await fetch(new URL('/en_US', inject('baseURL'))).then((answer) => answer.text());
    expect(served).toContain('data-testid="market-placeholder"');
    const { page, context, pageErrors, consoleErrors } = await newPage(browser);
    await page.goto('/en_US');
    await page.getByTestId('hot-coins').getByRole('link', { name: 'BTC/USDT' }).waitFor();
    await page
      .getByTestId('investment-highlights')
      .getByRole('link', { name: 'Harbourfront Office REIT Token' })
      .waitFor();
    await screenshot(page, 'home-market');
    expect(pageErrors).toEqual([]);
    // A visitor's user-info call is answered 401 by the mock (spec §8); Chromium logs it.
    expect(consoleErrors.filter((text) => !/status of 401\b/.test(text))).toEqual([]);
    await context.close();
  });
});
