import type { BrowserContext, Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { collectErrors, type OpenedPage } from './browser';

// What a test may hang on a tab: the pool takes these off before it lends the tab again.
const TEST_EVENTS = [
  'console',
  'pageerror',
  'request',
  'requestfinished',
  'requestfailed',
  'response',
] as const;

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

/**
 * Tabs of one kind (role, language, runtime config), each lent to one concurrent test at a time and closed
 * with their contexts after the file's tests. A tab is reused, not opened per test: a new tab costs the
 * browser a fresh renderer with cold caches, about 1.4 CPU-seconds per page load against 0.9 in a reused
 * one, and axe's injected source compiles once per tab instead of once per test. Given back, a tab leaves
 * the app for about:blank with its session storage emptied and its routes and listeners removed, so the
 * next test starts as in a new tab of the same context. The context's local storage, cookies and init
 * scripts stay, so what a test sets up there must be the same for every test of the pool, and a test adds
 * no init script to the tab itself.
 */
export function pagePool<Extra extends object>(
  openContext: () => Promise<BrowserContext>,
  watch: (page: Page) => Extra = () => ({}) as Extra,
) {
  const tabs = idleTabs(openContext);

  return {
    async borrow(): Promise<OpenedPage & Extra> {
      const page = await tabs.take();
      return { context: page.context(), page, ...collectErrors(page), ...watch(page) };
    },
    /** Ends the test's page (a call still in flight goes with it) and lends its tab again. */
    async giveBack({ page }: OpenedPage): Promise<void> {
      try {
        await page.evaluate(() => {
          try {
            window.sessionStorage.clear();
          } catch {
            // an error page has no storage
          }
        });
        await page.goto('about:blank');
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        for (const event of TEST_EVENTS) page.removeAllListeners(event);
        tabs.put(page);
      } catch {
        // A tab that cannot be reset (crashed, hung) is not lent again.
        await page.close().catch(() => undefined);
      }
    },
  };
}
