import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AxeResults, Result } from 'axe-core';
import { type Browser, type BrowserContext, type BrowserServer, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { lendTab, takeIdleTab } from './lent-tabs';
import type { RuntimeConfigInput } from '@/api/runtime-config';

// Debian's Chromium, never a Playwright download (toolchain.md): its headless shell (package
// chromium-headless-shell), the build Playwright itself tests headless with, which renders a page for about
// two thirds of the CPU the full browser's headless mode takes. Without the background-networking flags
// Chromium keeps dialing Google hosts that this network refuses. Playwright gives every launch a fresh
// temporary profile.
const LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    // A test's page runs most of its script once, so V8's optimizing compilers (TurboFan, Maglev) spend
    // more compiling than their code saves: without them routes-user, failures-assets, sent-once and kyc
    // (205 tests) took 274 and 306 CPU-seconds, against 336 and 338 with them (`/proc/stat` around
    // `npm run test:e2e:built -- <files>`, the two alternated). jitless took 313.
    '--js-flags=--no-opt --no-maglev',
  ],
};

/** The run's one browser, started by the global setup; every file connects to it (connectBrowser). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

/**
 * A connection to the run's browser. Contexts opened through it close when it does, so a test that fails
 * before closing its context leaves nothing behind once its file ends.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWSEndpoint'));
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages (failed resource loads included). */
  consoleErrors: string[];
  /** Uncaught exceptions thrown in the page. */
  pageErrors: string[];
  /** What the page's Content-Security-Policy refused (scripts/security-headers.mjs). */
  policyViolations: string[];
}

export interface NewPageOptions {
  /** The browser language, e.g. 'zh-CN' for a Chinese browser (navigator.language, Accept-Language). */
  locale?: string;
  /** Defaults to the app server the global setup started, so `page.goto('/')` works. */
  baseURL?: string;
  /** Set over the served /config.js, after TEST_RUNTIME_CONFIG. */
  runtimeConfig?: RuntimeConfigInput;
}

/** A failed read is asked again at once: a test waits for the failure it shows, not for the back-off. */
export const TEST_RUNTIME_CONFIG: RuntimeConfigInput = { retryDelayMs: 50 };

/** A context of its own (own cookies and storage) at the served app, with the test runtime config. */
export async function newContext(browser: Browser, options: NewPageOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    baseURL: options.baseURL ?? inject('baseURL'),
    viewport: { width: 1280, height: 800 },
  });
  await overrideRuntimeConfig(context, { ...TEST_RUNTIME_CONFIG, ...options.runtimeConfig });
  await reportPolicyViolationsIn(context);
  await stillLoadersIn(context);
  return context;
}

/**
 * Every page of the context draws its loaders and skeletons without their endless animation: a spinning
 * loader keeps the browser drawing frames, about 0.15 CPU-seconds a second here, for as long as a call is
 * in flight (a timed-out call's several seconds). Transitions and finite animations are left alone.
 */
export const stillLoadersIn = (context: BrowserContext) => context.addInitScript(stillLoaders);

/** Runs in each page: a style rule (the policy allows inline styles) that stops the loaders' animation. */
function stillLoaders() {
  document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style');
    style.textContent =
      '.mantine-Loader-root, .mantine-Loader-root *, .mantine-Loader-root::before, .mantine-Loader-root::after,' +
      ' .mantine-Skeleton-root, .mantine-Skeleton-root::before, .mantine-Skeleton-root::after' +
      ' { animation: none !important; }';
    document.head.append(style);
  });
}

/** Every page of the context reports what the Content-Security-Policy refused (OpenedPage policyViolations). */
export const reportPolicyViolationsIn = (context: BrowserContext) =>
  context.addInitScript(reportPolicyViolations, POLICY_VIOLATION);

export const POLICY_VIOLATION = 'Content-Security-Policy refused:';

/** Runs in each page: every `securitypolicyviolation` becomes a console error that collectErrors sorts out. */
function reportPolicyViolations(prefix: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const what = event.blockedURI || 'inline';
    console.error(`${prefix} ${event.effectiveDirective} ${what} (${event.sourceFile}:${event.lineNumber})`);
  });
}

/**
 * A page in its own context (own cookies and storage), collecting errors as it goes: a tab an earlier test
 * of the file gave back with `context.close()`, reset, when one of the same options is idle (lent-tabs.ts).
 */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<OpenedPage> {
  const baseURL = options.baseURL ?? inject('baseURL');
  const kind = JSON.stringify([options.locale ?? 'en-US', baseURL, options.runtimeConfig ?? {}]);
  let page = takeIdleTab(browser, kind);
  if (!page) {
    const context = await newContext(browser, options);
    page = await context.newPage();
  }
  lendTab(browser, page, kind, new URL(baseURL).origin);
  return { page, context: page.context(), ...collectErrors(page) };
}

/** The run's browser for the tests of one file: connected before them, disconnected after them. */
export function sharedBrowser(): () => Browser {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser;
}

/**
 * Every page of the context reads `overrides` over the served /config.js (design.md "Runtime config"). An
 * init script catches config.js's assignment of window.__APP_CONFIG__ and merges the overrides into it. Not
 * a route: any route makes Playwright pause every request of the context for the test driver and turn the
 * browser's cache off, which doubled what a page load costs the browser.
 */
export async function overrideRuntimeConfig(
  context: BrowserContext,
  overrides: RuntimeConfigInput,
): Promise<void> {
  await context.addInitScript(mergeIntoServedConfig, overrides);
}

/** Runs in each page, before its scripts: config.js's `window.__APP_CONFIG__ = {...}` gets `overrides` over it. */
function mergeIntoServedConfig(overrides: RuntimeConfigInput) {
  let config: RuntimeConfigInput | undefined;
  Object.defineProperty(window, '__APP_CONFIG__', {
    configurable: true,
    get: () => config,
    set: (served: RuntimeConfigInput) => {
      config = { ...served, ...overrides };
    },
  });
}

/** The console errors, uncaught page errors and policy violations a page has from now on. */
export function collectErrors(page: Page): Omit<OpenedPage, 'page' | 'context'> {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    (text.startsWith(POLICY_VIOLATION) ? policyViolations : consoleErrors).push(text);
  });
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  return { consoleErrors, pageErrors, policyViolations };
}

export const SCREENSHOT_DIR = resolve('test-results/screenshots');

/**
 * A PNG of the viewport at test-results/screenshots/<name>.png; returns its path. Not the full page, which
 * costs the browser several times more on a long one.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path });
  return path;
}

/**
 * Resolves once the open dialog is drawn as it stays: opaque, with its opening transition and its overlay's
 * ended (a loader's animation runs for ever and is not waited for). Until then it is partly transparent,
 * which axe reads as low contrast; right after it is shown its transition may not have started yet.
 */
export async function dialogSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const dialog = document.querySelector('[role="dialog"]');
      const transitionRunning = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      return dialog !== null && getComputedStyle(dialog).opacity === '1' && !transitionRunning;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * What axe checks (docs/testing.md "Accessibility"): WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best
 * practices. Every violation fails, whatever its impact, but for the rules below.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Rules of AXE_TAGS left off, each with the reason. */
export const AXE_RULES_LEFT_OFF: Record<string, string> = {
  // WCAG 1.3.4 Orientation. The one rule that reads the CSS object model: axe would fetch and parse every
  // stylesheet of the page before each run. No stylesheet of the app or of Mantine has an orientation media
  // query, so nothing can lock the orientation.
  'css-orientation-lock': 'needs every stylesheet fetched before each run; no orientation media query exists',
  // Best practice, not a WCAG criterion. The walker waits for the screen's own `main h1` before axe, which checks the
  // same on every page; axe's rule failed on a page whose placeholder heading was giving way to the screen's while
  // it ran (4 of 540 walker pages in one run, a different page each run).
  'page-has-heading-one':
    "raced a placeholder heading's swap; the walker waits for main h1 on every page instead",
};

type AxeWindow = { axe?: { run: (context: Document | Element, options: object) => Promise<AxeResults> } };

let axeSource: string | undefined;
const AXE_SOURCE = () => (axeSource ??= readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8'));

/**
 * Runs axe-core's AXE_TAGS rules (but AXE_RULES_LEFT_OFF) in the page, or in the element `within` selects
 * first (an open dialog); returns every violation.
 */
export async function axe(page: Page, within?: string): Promise<Result[]> {
  if (!(await page.evaluate(() => Boolean((window as unknown as AxeWindow).axe)))) {
    // Evaluated by the test driver, which the page's Content-Security-Policy does not govern (a <script> tag
    // would be refused, as the policy refuses any script the app did not ship).
    await page.evaluate(AXE_SOURCE());
  }
  const results = await page.evaluate(
    ({ selector, tags, leftOff }) =>
      (window as unknown as Required<AxeWindow>).axe.run(
        selector ? (document.querySelector(selector) ?? document) : document,
        {
          runOnly: { type: 'tag', values: tags },
          rules: Object.fromEntries(leftOff.map((rule) => [rule, { enabled: false }])),
          resultTypes: ['violations'],
          // By default axe fetches and parses every stylesheet of the page before each run, for the one rule
          // that reads the CSS object model (left off above). The media it preloads are for
          // no-autoplay-audio.
          preload: { assets: ['media'] },
        },
      ),
    { selector: within, tags: AXE_TAGS, leftOff: Object.keys(AXE_RULES_LEFT_OFF) },
  );
  return results.violations;
}

/**
 * The Mantine CSS-module classes (`m_` and a hash) on the page, or in the element `within` selects, that no rule
 * of the page's sheets names: a component drawn without its rules. The build leaves out the rules of components
 * no script names (scripts/lib/unused-mantine-rules-plugin.mjs); this is what would show if it left out more.
 * Every stylesheet the page links is read once it has loaded.
 */
export async function unstyledMantineClasses(page: Page, within?: string): Promise<string[]> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
      (link) => link.sheet,
    ),
  );
  return page.evaluate((selector) => {
    const root = (selector ? document.querySelector(selector) : null) ?? document.body;
    const classes = new Set<string>();
    for (const element of [root, ...Array.from(root.querySelectorAll('[class]'))])
      for (const name of element.classList) if (/^m_[0-9a-f]+$/.test(name)) classes.add(name);
    const named = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const [, name] of rule.selectorText.matchAll(/\.(m_[0-9a-f]+)/g)) if (name) named.add(name);
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
    return [...classes].filter((name) => !named.has(name)).sort();
  }, within);
}

/** One line per violation and node, for readable assertion messages. */
export function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((v) => v.nodes.map((node) => `${v.impact} ${v.id}: ${node.target.join(' ')} — ${v.help}`))
    .join('\n');
}
