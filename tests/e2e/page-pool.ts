import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { collectErrors, type OpenedPage } from './browser';
import { TEST_EVENTS } from './lent-tabs';

/**
 * Idle tabs, each in a context of its own from `openContext`, closed with their contexts after the file's
 * tests: `take` lends one (a new one when none is idle, `prepare`d first), `put` makes it idle again.
 */
export function idleTabs(
  openContext: () => Promise<BrowserContext>,
  prepare: (page: Page) => Promise<unknown> = async () => undefined,
) {
  const idle: Page[] = [];
  const contexts: BrowserContext[] = [];
  afterAll(() => Promise.all(contexts.map((context) => context.close())));
  return {
    async take(): Promise<Page> {
      const reused = idle.pop();
      if (reused) return reused;
      const context = await openContext();
      contexts.push(context);
      const page = await context.newPage();
      await prepare(page);
      return page;
    },
    put: (page: Page) => void idle.push(page),
  };
}

/** Where a warm tab waits between tests: a page of the app that makes no call of its own. */
const idlePathOf = (lang: string) => `/${lang}/e2e-idle`;

export interface PooledTab extends OpenedPage {
  /**
   * Opens a path of the app: in a warm tab (one a previous test left idle in the app) as a link inside the
   * app would, through the QA switch's test hook (src/app/qa/use-qa-test-hooks.ts); otherwise, or with
   * `direct`, as a new address. Either way the screen opens with no data of an earlier screen.
   */
  open: (path: string, options?: { direct?: boolean; waitUntil?: 'commit' | 'load' }) => Promise<void>;
}

/**
 * Tabs of one kind (role, language, runtime config), each lent to one concurrent test at a time and closed
 * with their contexts after the file's tests. A tab is reused, not opened per test: a new tab costs the
 * browser a fresh renderer with cold caches, about 1.4 CPU-seconds per page load against 0.9 in a reused
 * one, and axe's injected source compiles once per tab instead of once per test. With `warm` (a language),
 * a tab given back stays in the app, idle on a page that makes no call, and the next test opens its
 * screen inside the app (`open`), about 0.3 CPU-seconds against a reload's 0.8
 * (scripts/bench/page-cost.mjs); a test that changed more than the screen (ended the session) gives its
 * tab back `cold`, and the idle page is loaded afresh, with the session storage emptied. Otherwise a tab
 * given back leaves the app for about:blank with its session storage emptied, so the next test starts as
 * in a new tab of the same context. Either way its routes and
 * listeners are removed. The context's local storage, cookies and init scripts stay, so what a test sets
 * up there must be the same for every test of the pool, and a test adds no init script to the tab itself.
 */
export function pagePool<Extra extends object>(
  openContext: () => Promise<BrowserContext>,
  watch: (page: Page) => Extra = () => ({}) as Extra,
  { warm }: { warm?: string } = {},
) {
  const tabs = idleTabs(openContext);
  const inApp = new WeakSet<Page>();

  const leaveCold = async (page: Page) => {
    inApp.delete(page);
    await page.evaluate(() => {
      try {
        window.sessionStorage.clear();
      } catch {
        // an error page has no storage
      }
    });
    await page.goto('about:blank');
  };
  const leaveWarm = async (page: Page, lang: string) => {
    if (!page.url().startsWith(inject('baseURL'))) return reloadWarm(page, lang);
    await page.waitForFunction(() => window.__qaTestHooks !== undefined, undefined, { timeout: 5_000 });
    await page.evaluate((path) => window.__qaTestHooks!.open(path), idlePathOf(lang));
    await page.getByTestId('not-found').waitFor({ timeout: 5_000 });
    // The hook cleans the notices away, but each leaves through its transition: the next test must not
    // find the last one's toast still there (an alert it did not cause).
    await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: 5_000 });
    inApp.add(page);
  };
  // The idle page loaded afresh, with no route of a test in force: the next test still opens its screen
  // inside the app, instead of loading it with its injected failure's route, which turns the cache off.
  const reloadWarm = async (page: Page, lang: string) => {
    await leaveCold(page);
    await page.goto(idlePathOf(lang));
    await page.waitForFunction(() => window.__qaTestHooks !== undefined, undefined, { timeout: 10_000 });
    await page.getByTestId('not-found').waitFor({ timeout: 5_000 });
    inApp.add(page);
  };

  return {
    async borrow(): Promise<PooledTab & Extra> {
      const page = await tabs.take();
      const open: PooledTab['open'] = async (path, { direct = false, waitUntil = 'load' } = {}) => {
        if (inApp.has(page) && !direct) {
          await page.evaluate((target) => window.__qaTestHooks!.open(target), path);
        } else {
          inApp.delete(page);
          await page.goto(path, { waitUntil });
        }
      };
      return { context: page.context(), page, open, ...collectErrors(page), ...watch(page) };
    },
    /** Ends the test's page and lends its tab again; a call still in flight is answered to no test
     * (a warm tab's next screen counts only its own calls, walk/mock-traffic.ts). */
    async giveBack({ page }: OpenedPage, { cold = false }: { cold?: boolean } = {}): Promise<void> {
      try {
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        for (const event of TEST_EVENTS) page.removeAllListeners(event);
        if (!warm) await leaveCold(page);
        else if (cold) await reloadWarm(page, warm);
        else await leaveWarm(page, warm);
        tabs.put(page);
      } catch {
        // A tab that cannot be reset (crashed, hung) is not lent again.
        await page.close().catch(() => undefined);
      }
    },
  };
}
