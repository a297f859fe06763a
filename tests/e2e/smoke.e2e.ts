import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPage, screenshot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('spec §2 smoke: the built app against the mock', () => {
  it('redirects / to the en_US prefix for an English browser and renders the home heading', async () => {
    const { page, context, pageErrors } = await newPage(browser, { locale: 'en-US' });
    await page.goto('/');

    await page.waitForURL(/\/en_US\/?$/, { timeout: 15_000 });
    const heading = page.locator('h1').first();
    await heading.waitFor({ state: 'visible', timeout: 15_000 });
    expect((await heading.innerText()).trim()).not.toBe('');
    await screenshot(page, 'smoke-home-en_US');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
