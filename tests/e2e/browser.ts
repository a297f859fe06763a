import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AxeResults, ImpactValue, Result } from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

// Debian's Chromium, never a Playwright download (toolchain.md). Without the background-networking
// flags Chromium keeps dialing Google hosts that this network refuses. Playwright gives every launch a
// fresh temporary profile.
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages (failed resource loads included). */
  consoleErrors: string[];
  /** Uncaught exceptions thrown in the page. */
  pageErrors: string[];
}

export interface NewPageOptions {
  /** The browser language, e.g. 'zh-CN' for a Chinese browser (navigator.language, Accept-Language). */
  locale?: string;
  /** Defaults to the preview server the global setup started, so `page.goto('/')` works. */
  baseURL?: string;
}

/** A page in its own context (own cookies and localStorage), collecting errors as it goes. */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    baseURL: options.baseURL ?? inject('baseURL'),
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  return { page, context, ...collectErrors(page) };
}

/** The console errors and uncaught page errors a page logs from now on. */
export function collectErrors(page: Page): { consoleErrors: string[]; pageErrors: string[] } {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  return { consoleErrors, pageErrors };
}

export const SCREENSHOT_DIR = resolve('test-results/screenshots');

/** A full-page PNG at test-results/screenshots/<name>.png; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

const BLOCKING_IMPACTS: ImpactValue[] = ['serious', 'critical'];

type AxeWindow = { axe?: { run: (context: Document, options: object) => Promise<AxeResults> } };

/** Runs axe-core's WCAG 2 A and AA rules in the page; returns the serious and critical violations only. */
export async function axe(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => Boolean((window as unknown as AxeWindow).axe)))) {
    await page.addScriptTag({ path: resolve('node_modules/axe-core/axe.min.js') });
  }
  const results = await page.evaluate(() =>
    (window as unknown as Required<AxeWindow>).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      resultTypes: ['violations'],
    }),
  );
  return results.violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? 'minor'));
}

/** One line per violation and node, for readable assertion messages. */
export function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((v) => v.nodes.map((node) => `${v.impact} ${v.id}: ${node.target.join(' ')} — ${v.help}`))
    .join('\n');
}
