import type { BrowserContext, Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { collectErrors, type OpenedPage } from './browser';

/**
 * Browser contexts of one kind (role, language, runtime config), each lent to one concurrent test at a time
 * and closed after the file's tests. A test gets a new page (its own session storage and routes) in a context
 * that earlier tests used: the context's HTTP and code caches spare the browser fetching and compiling the
 * app's scripts for every test. The context's local storage, cookies and init scripts stay, so what a test
 * sets up there must be the same for every test of the pool.
 */
export function pagePool<Extra extends object>(
  openContext: () => Promise<BrowserContext>,
  watch: (page: Page) => Extra = () => ({}) as Extra,
) {
  const idle: BrowserContext[] = [];
  const all: BrowserContext[] = [];
  afterAll(() => Promise.all(all.map((context) => context.close())));

  async function context(): Promise<BrowserContext> {
    const reused = idle.pop();
    if (reused) return reused;
    const opened = await openContext();
    all.push(opened);
    return opened;
  }

  return {
    async borrow(): Promise<OpenedPage & Extra> {
      const lent = await context();
      const page = await lent.newPage();
      return { context: lent, page, ...collectErrors(page), ...watch(page) };
    },
    /** Closes the test's page (a call still in flight goes with it) and lends its context again. */
    async giveBack({ context: lent, page }: OpenedPage): Promise<void> {
      await page.close();
      idle.push(lent);
    },
  };
}
