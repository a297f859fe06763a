import type { Browser, Disposable, Page } from 'playwright-core';

// A new tab costs the browser a renderer that compiles the app's scripts afresh: on the same load,
// 3.0 CPU-seconds in a new tab against 1.3 in a tab that loaded the app before, whether or not the new tab
// is in a new context (a scratch measurement beside scripts/bench/page-cost.mjs). So newPage lends a tab a
// finished test gave back, reset to what a new one is: its context's cookies, storage and permissions
// cleared, the test's init scripts, routes and listeners removed, on about:blank at the default size. A tab
// whose test changed what cannot be reset (the page's clock, an exposed function, offline mode, a second
// tab, a page that left the app's origin) is closed with its context instead, as before.

/** What a tab was opened with (its context's options): only a test that asks for the same gets it again. */
export type TabKind = string;

/** What a test may hang on a tab: the page pools take these off before they lend a tab again. */
export const TEST_EVENTS = [
  'console',
  'pageerror',
  'request',
  'requestfinished',
  'requestfailed',
  'response',
] as const;
// A lent tab was the test's own: whatever else it listened to goes too.
const PAGE_EVENTS = [
  ...TEST_EVENTS,
  'dialog',
  'popup',
  'download',
  'filechooser',
  'framenavigated',
  'load',
  'domcontentloaded',
  'websocket',
  'worker',
] as const;
const CONTEXT_EVENTS = [
  'page',
  'console',
  'dialog',
  'request',
  'requestfinished',
  'requestfailed',
  'response',
  'weberror',
] as const;

// Calls whose effect outlives the test and has no public undo: a tab that had one is not lent again.
const CONTEXT_UNRESETTABLE = [
  'exposeBinding',
  'exposeFunction',
  'setOffline',
  'setGeolocation',
  'setExtraHTTPHeaders',
  'setHTTPCredentials',
  'grantPermissions',
  'routeFromHAR',
  'routeWebSocket',
] as const;
const PAGE_UNRESETTABLE = [
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'emulateMedia',
  'routeFromHAR',
  'routeWebSocket',
] as const;

type Method = (...args: unknown[]) => unknown;

interface Lent {
  page: Page;
  /** The app's origin: the storage a test may leave is cleared there. */
  origin: string;
  viewport: { width: number; height: number };
  scripts: Disposable[];
  unresettable: boolean;
  /** The methods the lending replaced, to put back when the test ends. */
  replaced: { target: object; name: string; own: boolean; original: unknown }[];
}

const idle = new WeakMap<Browser, Map<TabKind, Page[]>>();
const idleOf = (browser: Browser, kind: TabKind) => {
  const byKind = idle.get(browser) ?? new Map<TabKind, Page[]>();
  idle.set(browser, byKind);
  const tabs = byKind.get(kind) ?? [];
  byKind.set(kind, tabs);
  return tabs;
};

/** An idle tab of this kind on this browser connection, if a test gave one back. */
export function takeIdleTab(browser: Browser, kind: TabKind): Page | undefined {
  return idleOf(browser, kind).pop();
}

/**
 * Watches the tab while its test runs, and makes `context.close()` give the tab back (reset) instead of
 * closing the context, when nothing unresettable happened to it.
 */
export function lendTab(browser: Browser, page: Page, kind: TabKind, origin: string): void {
  const context = page.context();
  const lent: Lent = {
    page,
    origin,
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
    scripts: [],
    unresettable: false,
    replaced: [],
  };
  const replace = (target: object, name: string, wrap: (original: Method) => Method) => {
    const methods = target as Record<string, Method>;
    const original = methods[name]!;
    lent.replaced.push({ target, name, own: Object.hasOwn(target, name), original });
    methods[name] = wrap(original.bind(target));
  };
  const taint = (target: object, names: readonly string[]) => {
    for (const name of names)
      replace(target, name, (original) => (...args: unknown[]) => {
        lent.unresettable = true;
        return original(...args);
      });
  };
  taint(context, CONTEXT_UNRESETTABLE);
  taint(page, PAGE_UNRESETTABLE);
  taint(context.clock, ['install', 'setFixedTime', 'setSystemTime']);
  for (const target of [context, page])
    replace(target, 'addInitScript', (original) => async (...args: unknown[]) => {
      const script = (await original(...args)) as Disposable;
      lent.scripts.push(script);
      return script;
    });
  replace(context, 'close', (close) => async (...args: unknown[]) => {
    for (const { target, name, own, original } of lent.replaced.reverse()) {
      if (own) (target as Record<string, unknown>)[name] = original;
      else delete (target as Record<string, unknown>)[name];
    }
    if (!(await resetTab(lent))) return close(...args);
    idleOf(browser, kind).push(page);
  });
}

/** Resets the tab to what a new tab of its kind is; false when it cannot be. */
async function resetTab({ page, origin, viewport, scripts, unresettable }: Lent): Promise<boolean> {
  const context = page.context();
  if (unresettable || page.isClosed() || context.pages().length !== 1) return false;
  if (new URL(page.url()).origin !== origin) return false;
  try {
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
    for (const event of CONTEXT_EVENTS) context.removeAllListeners(event);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    for (const script of scripts) await script.dispose();
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    await context.clearCookies();
    await context.clearPermissions();
    await page.goto('about:blank');
    await page.setViewportSize(viewport);
    return true;
  } catch {
    return false;
  }
}
