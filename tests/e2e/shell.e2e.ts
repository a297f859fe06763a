import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe, describeViolations, connectBrowser, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const header = (page: Page) => page.getByRole('banner');
const loggedIn = (page: Page) => page.addInitScript(() => window.localStorage.setItem('token', 'e2e-token'));

describe('the built app against the Prism mock', () => {
  it('redirects /investments to /en_US/investments for an English browser', async () => {
    const { page, context, pageErrors } = await newPage(browser, { locale: 'en-US' });
    await page.goto('/investments');
    await page.waitForURL('**/en_US/investments');
    await page.getByRole('heading', { name: 'Investments' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('lands a Chinese browser under /zh_CN/', async () => {
    const { page, context } = await newPage(browser, { locale: 'zh-CN' });
    await page.goto('/');
    await page.waitForURL(/\/zh_CN\/?$/);
    await header(page).getByRole('link', { name: '登录' }).waitFor();
    expect(await page.title()).toContain('首页');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await context.close();
  });

  it('shows visitors the investments tab, login and open-account, and no trade tab; passes axe', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/en_US');
    await header(page).getByRole('link', { name: 'Open account' }).waitFor();
    expect(await header(page).getByRole('link', { name: 'Log in' }).isVisible()).toBe(true);
    expect(await header(page).getByRole('link', { name: 'Investments' }).isVisible()).toBe(true);
    expect(await header(page).getByText('Trade').count()).toBe(0);
    await screenshot(page, 'home-visitor-en_US');
    const violations = await axe(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await context.close();
  });

  it('logs in through the form and shows the logged-in header', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/en_US/login');
    await page.getByLabel('Phone number or email').fill('investor@example.com');
    await page.getByLabel(/^Password/).fill('Secret123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/en_US\/?$/);
    await header(page).getByRole('button', { name: 'Personal centre' }).waitFor();
    expect(await header(page).getByRole('link', { name: 'Trade' }).isVisible()).toBe(true);
    expect(await header(page).getByRole('link', { name: 'Log in' }).count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    await context.close();
  });

  it('keeps what was typed and shows a message when the form is invalid', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/en_US/login');
    await page.getByLabel('Phone number or email').fill('12345');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Enter a valid phone number (at least 7 digits) or email address').waitFor();
    expect(await page.getByLabel('Phone number or email').inputValue()).toBe('12345');
    expect(page.url()).toMatch(/\/en_US\/login$/);
    await context.close();
  });

  it('with the kycPending scenario, disables the trade tab and sends /trade to /personal/kycEnter', async () => {
    const { page, context } = await newPage(browser);
    await loggedIn(page);
    await page.goto('/en_US/investments?scenario=getUserInfo:kycPending');
    const trade = header(page).getByRole('button', { name: 'Trade' });
    await trade.waitFor();
    expect(await trade.getAttribute('aria-disabled')).toBe('true');
    await page.goto('/en_US/trade');
    await page.waitForURL('**/en_US/personal/kycEnter');
    await page.getByRole('heading', { name: 'Identity verification' }).waitFor();
    await context.close();
  });

  it('switches language by reloading the same path in the other language', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/en_US/investments');
    await header(page).getByRole('button', { name: 'Language' }).click();
    await Promise.all([
      page.waitForURL('**/zh_CN/investments'),
      page.getByRole('menuitem', { name: '简体中文' }).click(),
    ]);
    await page.getByRole('heading', { name: '投资' }).waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'lan')?.value).toBe('zh_CN');
    await context.close();
  });
});
