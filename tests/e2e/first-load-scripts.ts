// What a phone's first load of a page fetches as script, as production serves it (the QA switch off, as
// the bench's Lighthouse runs): every script response until the network is idle, and its gzip body.
// Shared by the byte budget of every script (all-js-budget.e2e.ts) and the request count (script-count.e2e.ts).
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import type { Browser, Page, Request } from 'playwright-core';
import { LOGGED_IN_SCREENS } from '../../scripts/bench/logged-in-screens.mjs';
import { inject } from 'vitest';
import { newContext } from './browser';
import { actAs } from './walk/roles';

/** The gzip body the server sends for a URL, counted as it arrives (config.js is compressed on the fly). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((done, fail) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (answer) => {
      let length = 0;
      answer.on('data', (chunk: Buffer) => {
        length += chunk.length;
      });
      answer.on('end', () => done(length));
    }).on('error', fail);
  });
}

export interface FirstLoad {
  /** Each script URL the page fetched (answered 2xx), once. */
  scripts: string[];
  /** Their gzip bodies, in kB (1024 bytes). */
  gzipKb: number;
}

/** No request in flight for this long, with the page's main thread idle, ends a first load. */
const QUIET_MS = 500;

/**
 * Resolves once the page has had no request in flight for QUIET_MS and its main thread is idle. Playwright's
 * own 'networkidle' came while the entry was still evaluating (no request for 500 ms, then the screen's chunks).
 */
function networkQuiet(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  const settled = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return async () => {
    while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
      // The next idle moment of the page (its scripts may start requests until then).
      await page.evaluate(
        (ms) => new Promise((done) => requestIdleCallback(done, { timeout: ms })),
        QUIET_MS,
      );
    }
  };
}

/**
 * Opens `path` in a fresh context (empty cache) at 412 px, signed in when `signedIn` (the token the app
 * stores after login; with the QA switch off the mock answers its default user, kycApproved, as in the
 * bench), waits for `content` to show where given, then for the network to be quiet.
 */
export async function firstLoad(
  browser: Browser,
  path: string,
  { signedIn = false, content }: { signedIn?: boolean; content?: string } = {},
): Promise<FirstLoad> {
  const context = await newContext(browser, { runtimeConfig: { qaScenarios: false } });
  try {
    context.setDefaultNavigationTimeout(30_000);
    if (signedIn) await actAs(context, 'kycApproved');
    const page = await context.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) scripts.add(response.url());
    });
    const quiet = networkQuiet(page);
    await page.goto(path);
    if (content) await page.locator(content).first().waitFor({ timeout: 30_000 });
    await quiet();
    const sizes = await Promise.all(
      [...scripts].map((url) => gzipBytes(url.replace(/^.*?\/\/[^/]+/, inject('baseURL')))),
    );
    return { scripts: [...scripts], gzipKb: sizes.reduce((sum, size) => sum + size, 0) / 1024 };
  } finally {
    await context.close();
  }
}

/** The file names of `scripts`, for a failure's message. */
export const fileNames = (scripts: string[]) => scripts.map((url) => url.split('/').pop()).join(', ');

export interface FirstLoadBudget {
  path: string;
  /** Gzip kB of every script until the network is idle. */
  allJsGzipKb: number;
  /** Script requests until the network is idle. */
  maxScripts: number;
  signedIn: boolean;
  /** A signed-in screen's main content (the bench's), waited for before the network's quiet. */
  content?: string;
}

/** budgets.json's public routes and its signed-in ones (`signedInRoutes`), by name. */
export function firstLoadBudgets(): [string, FirstLoadBudget][] {
  const { routes, signedInRoutes } = JSON.parse(readFileSync('budgets.json', 'utf8')) as Record<
    'routes' | 'signedInRoutes',
    Record<string, Omit<FirstLoadBudget, 'signedIn'>>
  >;
  const withSignIn = (budgets: typeof routes, signedIn: boolean) =>
    Object.entries(budgets).map(([name, budget]): [string, FirstLoadBudget] => [
      name,
      { ...budget, signedIn, content: LOGGED_IN_SCREENS.find((screen) => screen.name === name)?.content },
    ]);
  return [...withSignIn(routes, false), ...withSignIn(signedInRoutes, true)];
}
