// The public pages come prerendered at build time (scripts/prerender.mjs) and, with the production
// runtime config (QA switch off), the app hydrates that markup instead of replacing it: the first paint is
// the page's text before any script, hydration logs no error, and a signed-in user still gets the
// signed-in header (spec §1, §4). The page's language comes from its path (spec §2).
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { readManifest } from '../../scripts/lib/route-bytes.mjs';
import { connectBrowser, newPage } from './browser';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './walk/phone-check';
import { actAs } from './walk/roles';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BOTH = ['visitor', 'user'] as const;
// A signed-in user is sent on from the login page, so only a visitor sees it hydrate in place.
const PAGES = [
  { path: '/en_US', lang: 'en-US', heading: 'Tokenized real-world assets', roles: BOTH },
  { path: '/zh_CN', lang: 'zh-CN', heading: '代币化', roles: BOTH },
  { path: '/en_US/investments', lang: 'en-US', heading: 'Investments', roles: BOTH },
  { path: '/zh_CN/investments', lang: 'zh-CN', heading: '投资', roles: BOTH },
  { path: '/en_US/login', lang: 'en-US', heading: 'Log in', roles: ['visitor'] },
  { path: '/zh_CN/login', lang: 'zh-CN', heading: '登录', roles: ['visitor'] },
  { path: '/en_US/register', lang: 'en-US', heading: 'Open an account', roles: BOTH },
  { path: '/zh_CN/register', lang: 'zh-CN', heading: '注册账户', roles: BOTH },
] as const;

// Production settings: a real backend's config has the QA switch off (with it on, pages render afresh).
/** A page served as production serves it: the QA switch off, so a prerendered page hydrates. */
const PRODUCTION = { runtimeConfig: { qaScenarios: false } };

// A visitor's user-info call is answered 401 (spec §8); Chromium logs it.
const isAllowed401Log = (text: string) => /status of 401\b/.test(text);

describe.each(PAGES)('prerendered $path', ({ path, lang, heading, roles }) => {
  it('is served as HTML with the page in it, before any script runs', async () => {
    const html = await (await fetch(`${inject('baseURL')}${path}`)).text();
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(heading);
  });

  // React hydrates a Suspense boundary's content in a later pass of its own, and all at once (one long
  // task) when the session's answer reaches it first: the screen is hydrated with the frame instead.
  it('has no Suspense boundary around the screen, so it hydrates with the frame in one pass', async () => {
    const html = await (await fetch(`${inject('baseURL')}${path}`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain(heading);
    expect(main).not.toContain('<!--$');
  });

  it('paints without waiting for a stylesheet or a script (critical CSS inlined, scripts after paint)', async () => {
    const html = await (await fetch(`${inject('baseURL')}${path}`)).text();
    // A <noscript> link is the sheet for a browser without script; it blocks nothing elsewhere.
    const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(head, 'the rules the markup uses are inlined').toMatch(/<style>[\s\S]{1000,}?<\/style>/);
    // Mantine's own <style> tags (its responsive classes among them) stay in the body as React rendered
    // them; the head holds only the linked sheet's rules, not a second, re-serialized copy of theirs.
    expect(html.slice(html.indexOf('<body')), "the body keeps Mantine's classes").toContain(
      '.mantine-visible-from-xs',
    );
    expect(head).not.toContain('mantine-visible-from-xs');
    const stylesheets = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const tag of stylesheets)
      expect(tag, 'the full sheet loads without blocking').toContain('media="print"');
    const scripts = [...head.matchAll(/<script[^>]*\ssrc=[^>]*>/g)].map(([tag]) => tag);
    expect(scripts, 'no script, not even the runtime config, is fetched before the first paint').toEqual([]);
    expect(head).not.toContain('rel="modulepreload"');
  });

  it.each([...roles])('hydrates for a %s without an error or a re-render', async (role) => {
    const { page, context, consoleErrors, pageErrors } = await newPage(browser, PRODUCTION);
    await actAs(context, role);
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerendered?: Element | null }).prerendered =
          document.querySelector('#root h1');
      });
    });
    await page.goto(path);
    const signedIn = page.getByRole('button', { name: /Personal centre|个人中心/ });
    const visitor = page.getByRole('link', { name: /^(Log in|登录)$/ }).first();
    await (role === 'user' ? signedIn : visitor).waitFor();
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(() => {
      const first = (window as unknown as { prerendered?: Element | null }).prerendered;
      return first != null && first === document.querySelector('#root h1');
    });
    expect(kept, 'the prerendered heading is the one on screen (hydrated, not replaced)').toBe(true);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors.filter((text) => !(role === 'visitor' && isAllowed401Log(text)))).toEqual([]);
    await context.close();
  });
});

// A login-only route's page is its shell (src/prerender-page.tsx): the header, the side navigation and the
// screen's title and intro while the session is checked (spec §4), painted before any script. A signed-in
// user's screen replaces the check once the session answers; a visitor is sent to log in, either way without
// a hydration error.
const SHELLS = [
  { path: '/en_US/assets/tokenAccount', lang: 'en-US', heading: 'Token account' },
  {
    path: '/zh_CN/personal/enterpriseCert',
    lang: 'zh-CN',
    heading: '企业认证申请',
    intro: '机构认证需在电脑上完成',
  },
  {
    path: '/en_US/assets/withdraw',
    lang: 'en-US',
    heading: 'Withdraw',
    intro: 'Withdrawals are reviewed and processed manually within 24 hours.',
  },
] as const;
const CHECKING_SESSION = 'main [role="status"][aria-live]';

describe.each(SHELLS)('the prerendered shell of $path', (shell) => {
  const { path, lang, heading } = shell;
  const intro = 'intro' in shell ? shell.intro : undefined;
  it("is served with the screen's title and the session check, before any script runs", async () => {
    const html = await (await fetch(`${inject('baseURL')}${path}`)).text();
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(html).toContain(`<html lang="${lang}"`);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(main).toMatch(/role="status" aria-live="polite"/);
    if (intro) expect(main).toContain(intro);
  });

  // The markup knows no width: at a phone's, the side navigation it carries folded is the one shown.
  it.each([
    ['desktop', DESKTOP_VIEWPORT],
    ['phone', PHONE_VIEWPORT],
  ])('shows a signed-in user the screen once hydrated at %s width, without an error', async (_, size) => {
    const { page, context, consoleErrors, pageErrors } = await newPage(browser, PRODUCTION);
    await actAs(context, 'user');
    await page.setViewportSize(size);
    await page.goto(path);
    await page.getByRole('button', { name: /Personal centre|个人中心/ }).waitFor();
    await page.locator(CHECKING_SESSION).waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main h1').first().textContent()).toBe(heading);
    if (intro) expect(await page.getByTestId('page-intro').textContent()).toContain(intro);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends a visitor to log in, without a hydration error', async () => {
    const { page, context, consoleErrors, pageErrors } = await newPage(browser, PRODUCTION);
    await actAs(context, 'visitor');
    await page.goto(path);
    await page.waitForURL((url) => url.pathname.endsWith('/login'));
    expect(pageErrors).toEqual([]);
    expect(consoleErrors.filter((text) => !isAllowed401Log(text))).toEqual([]);
    await context.close();
  });
});

// A route with an optional parameter (trade/{symbol}) is answered with its shell (<page>/param.html,
// scripts/nginx/app.conf), which main.tsx renders afresh at the longer address; a path under another page
// gets the app's index.html.
describe('the shell of a route with its optional parameter', () => {
  it("is served for /en_US/trade/btcusdt, with the screen's title and intro, before any script runs", async () => {
    const html = await (await fetch(`${inject('baseURL')}/en_US/trade/btcusdt`)).text();
    expect(html).toContain('data-prerendered="/en_US/trade"');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toMatch(/<h1[^>]*>Trade<\/h1>/);
    expect(main).toContain('Buy or sell a coin with other users at the price of their ads');
  });

  it('is not served under a route without one', async () => {
    const html = await (await fetch(`${inject('baseURL')}/en_US/personal/bindPhone/x`)).text();
    expect(html).not.toContain('data-prerendered');
  });

  it('shows a signed-in user the trade screen of the symbol, without an error', async () => {
    const { page, context, consoleErrors, pageErrors } = await newPage(browser, PRODUCTION);
    await actAs(context, 'user');
    await page.goto('/en_US/trade/btcusdt');
    await page.getByRole('heading', { level: 1, name: /OTC trade · BTC\// }).waitFor();
    await page.locator(CHECKING_SESSION).waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('page-intro').textContent()).toContain('at the price of their ads');
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

// The markup is the page without a query; an address with the list's filters still shows them (main.tsx
// renders such an address afresh rather than hydrate markup made without them).
it('shows the filters of an address with a query, without a hydration error', async () => {
  const { page, context, consoleErrors, pageErrors } = await newPage(browser, PRODUCTION);
  await actAs(context, 'visitor');
  await page.goto('/en_US/investments?category=bond');
  await page
    .getByRole('link', { name: /^Log in$/ })
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByLabel('Category').inputValue()).toBe('bond');
  expect(pageErrors).toEqual([]);
  expect(consoleErrors.filter((text) => !isAllowed401Log(text))).toEqual([]);
  await context.close();
});

// V8 compiles a file marked so on a background thread as it streams in, instead of each function on the
// main thread when first called (vite.config.ts, compileHintOnChunks): the mark must open the file.
it('serves the entry and the screen chunks opening with the compile hint', async () => {
  const html = await (await fetch(`${inject('baseURL')}/en_US`)).text();
  const entry = /\/assets\/index-[\w-]+\.js/.exec(html)?.[0];
  expect(entry).toBeDefined();
  const entryCode = await (await fetch(`${inject('baseURL')}${entry}`)).text();
  const homeScreen = /HomePage-[\w-]+\.js/.exec(entryCode)?.[0];
  expect(homeScreen).toBeDefined();
  for (const file of [entry, `/assets/${homeScreen}`]) {
    const code = await (await fetch(`${inject('baseURL')}${file}`)).text();
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
  }
});

/** Each element of the page before any script: its box and the colours and display the rules give it. */
async function paintedLook(page: Page, path: string, withSheet: boolean) {
  await page
    .context()
    .route(/\.(js|css)(\?|$)/, (route) =>
      withSheet && route.request().url().endsWith('.css') ? route.fallback() : route.abort(),
    );
  try {
    await page.goto(path);
    if (withSheet)
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[data-media]')].every(
          (link) => link.media === 'all',
        ),
      );
    return await page.evaluate(() =>
      [...document.querySelectorAll('body *')].map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const where = [box.x, box.y, box.width, box.height].map(Math.round).join(',');
        const look = [
          style.display,
          style.color,
          style.backgroundColor,
          style.borderTopColor,
          style.visibility,
        ];
        return `${element.tagName} ${element.className} @${where} ${look.join(' ')}`;
      }),
    );
  } finally {
    await page.context().unroute(/\.(js|css)(\?|$)/);
  }
}

// The inlined rules (beasties, with only the custom properties the page reads) paint what the full sheet
// paints: nothing moves, shows or changes colour when the sheet arrives (spec §2's pages in both languages).
const PAINTED_PATHS = [PAGES[0].path, PAGES[5].path, PAGES[6].path, SHELLS[0].path, SHELLS[1].path];
it.each(
  PAINTED_PATHS.flatMap((path) => [
    { path, width: 'desktop', viewport: DESKTOP_VIEWPORT },
    { path, width: 'phone', viewport: PHONE_VIEWPORT },
  ]),
)(
  'paints $path at $width width before any script as the full stylesheet does',
  async ({ path, viewport }) => {
    const { page, context } = await newPage(browser, PRODUCTION);
    await page.setViewportSize(viewport);
    const inlinedOnly = await paintedLook(page, path, false);
    const withSheet = await paintedLook(page, path, true);
    expect(inlinedOnly.length).toBeGreaterThan(20);
    expect(inlinedOnly).toEqual(withSheet);
    await context.close();
  },
);

// The Content-Security-Policy goes with every answer and names the hash of each inline script: what differs
// from page to page is the loader's data block, never its script, so the policy names one loader for all.
it('carries the same inline scripts on every prerendered page and shell', async () => {
  const inlineScripts = async (path: string) => {
    const html = await (await fetch(`${inject('baseURL')}${path}`)).text();
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map(
      ([, attributes = '', body = '']) => ({ isData: attributes.includes('application/json'), body }),
    );
    expect(
      scripts.filter((script) => script.isData),
      path,
    ).toHaveLength(1);
    return scripts.filter((script) => !script.isData).map((script) => script.body);
  };
  const first = await inlineScripts(PAGES[0].path);
  expect(first.length).toBeGreaterThan(0);
  for (const path of [...PAGES.map((page) => page.path), ...SHELLS.map((shell) => shell.path)])
    expect(await inlineScripts(path), path).toEqual(first);
});

// The page icon rides in the page (pageIconInPage in vite.config.ts): a first load asks for no icon file.
it('carries the page icon in every prerendered page and shell, as an image the page may show', async () => {
  const icon = `data:image/png;base64,${readFileSync('public/logo.png').toString('base64')}`;
  for (const path of ['/', ...PAGES.map((page) => page.path), ...SHELLS.map((shell) => shell.path)]) {
    const html = await (await fetch(`${inject('baseURL')}${path}`)).text();
    const links = [...html.matchAll(/<link\b[^>]*\brel="icon"[^>]*>/g)].map(
      ([link]) => /\bhref="([^"]*)"/.exec(link)?.[1],
    );
    expect(links, path).toEqual([icon]);
  }
  // The page's Content-Security-Policy lets it show (img-src data:), at the size it was drawn.
  const { page, context } = await newPage(browser, PRODUCTION);
  await page.goto(SHELLS[0].path);
  const width = await page.evaluate(async () => {
    const image = new Image();
    image.src = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '';
    await image.decode();
    return image.naturalWidth;
  });
  expect(width).toBe(64);
  await context.close();
});

// The entry of a prerendered page starts after the first contentful paint, but never before the runtime
// config, fetched then by the loader, has run: a slow config.js must still decide (here: the mock's QA switch
// is on, so the QA panel).
it('starts the app only after a slow config.js has run', async () => {
  const { page, context, pageErrors } = await newPage(browser);
  await actAs(context, 'visitor');
  let paint = () => {};
  const painted = new Promise<void>((resolve) => (paint = resolve));
  // config.js answers only once the page has painted: it arrives after the point where the entry could start.
  await context.route('**/config.js', async (route) => {
    await painted;
    await route.fallback();
  });
  await page.goto('/en_US/investments', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  paint();
  await page.getByRole('button', { name: 'QA scenarios' }).waitFor();
  expect(pageErrors).toEqual([]);
  await context.close();
});

// A click on the page's controls before its script runs is not lost (src/lib/early-clicks.ts): the FAQ item
// opens (once, not twice) and the language menu opens, whether the app hydrates the markup or, with the QA
// switch on, renders afresh over it. The entry is held back so both clicks land before any script.
it.each([
  ['hydrated', true],
  ['rendered afresh', false],
])('answers clicks made before the script, once the page is %s', async (_, production) => {
  const { page, context, pageErrors } = await newPage(browser, production ? PRODUCTION : {});
  await actAs(context, 'visitor');
  // The entry is answered only once both clicks are made.
  let release = () => {};
  const clicked = new Promise<void>((resolve) => (release = resolve));
  let entryServed = false;
  await context.route('**/assets/index-*.js', async (route) => {
    const response = await route.fetch();
    await clicked;
    entryServed = true;
    await route.fulfill({ response });
  });
  // Not until `load`: the entry, added after the first paint, holds the load event back.
  await page.goto('/en_US', { waitUntil: 'domcontentloaded' });
  const faq = page.locator('main [data-accordion-control]').first();
  await faq.click();
  await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
  expect(entryServed, 'both clicks landed before the app script arrived').toBe(false);
  release();
  // The held entry still arrives; the page the language switch loads gets its own at once.
  await context.unrouteAll({ behavior: 'wait' });
  await page.getByRole('menuitem', { name: '简体中文' }).waitFor({ timeout: 15_000 });
  expect(await faq.getAttribute('aria-expanded')).toBe('true');
  await Promise.all([page.waitForURL('**/zh_CN'), page.getByRole('menuitem', { name: '简体中文' }).click()]);
  expect(pageErrors).toEqual([]);
  await context.close();
});

// Mantine's ids (tabs, accordions) stay those of the markup after hydration: Mantine's own useId set random
// ones after mount, a synchronous re-render of each such component (src/lib/mantine-use-id.ts).
it.each(['/en_US', '/en_US/login'])(
  'keeps the Mantine ids of the markup of %s once hydrated',
  async (path) => {
    const html = await (await fetch(`${inject('baseURL')}${path}`)).text();
    const ids = [...html.matchAll(/id="(mantine-[^"]+)"/g)].map(([, id]) => id!);
    expect(ids.length).toBeGreaterThan(0);
    const { page, context } = await newPage(browser, PRODUCTION);
    await actAs(context, 'visitor');
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.evaluate(() => document.querySelector('[disabled]') === null)).toBe(true);
    const present = await page.evaluate((all) => all.filter((id) => document.getElementById(id)), ids);
    expect(present).toEqual(ids);
    await context.close();
  },
);

// The login and register forms are in their prerendered pages (the login placeholder is the page's largest
// paint), disabled until hydrated so nothing is typed into markup without a script; then the same login
// inputs take typing, and a draft of an earlier visit in this tab comes back (spec §5 drafts), without a
// hydration error.
describe('the prerendered auth forms', () => {
  it.each([
    { path: '/en_US/login', fields: ['login_mobileNumber', 'login_loginPword'] },
    { path: '/en_US/register', fields: ['register-email_email'] },
  ])('is in the HTML of $path, disabled, before any script runs', async ({ path, fields }) => {
    const html = await (await fetch(`${inject('baseURL')}${path}`)).text();
    const inputs = [...html.matchAll(/<input[^>]*>/g)].map(([tag]) => tag);
    const ids = inputs.flatMap((tag) => /\bid="([^"]+)"/.exec(tag)?.[1] ?? []);
    expect(ids).toEqual(expect.arrayContaining(fields));
    for (const tag of inputs) expect(tag).toContain('disabled=""');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('hydrates in place, takes typing and brings back the draft', async () => {
    const { page, context, consoleErrors, pageErrors } = await newPage(browser, PRODUCTION);
    await actAs(context, 'visitor');
    await context.addInitScript(() => {
      window.sessionStorage.setItem('form-draft:login', JSON.stringify({ mobileNumber: 'ann@example.com' }));
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerendered?: Element | null }).prerendered =
          document.querySelector('#login_loginPword');
      });
    });
    await page.goto('/en_US/login');
    const account = page.getByTestId('login_mobileNumber');
    // Hydration waits for the login chunk and its translations; the draft comes in right after.
    await expect.poll(() => account.inputValue(), { timeout: 15_000 }).toBe('ann@example.com');
    await expect.poll(() => account.isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('login_loginPword').fill('secret-1');
    const kept = await page.evaluate(() => {
      const first = (window as unknown as { prerendered?: Element | null }).prerendered;
      return first != null && first === document.querySelector('#login_loginPword');
    });
    expect(kept, 'the prerendered input is the one typed into (hydrated, not replaced)').toBe(true);
    expect(await page.getByTestId('login-submit').isEnabled()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(pageErrors).toEqual([]);
    expect(consoleErrors.filter((text) => !isAllowed401Log(text))).toEqual([]);
    await context.close();
  });
});

/**
 * Answers the entry only once a script `wanted` picks has been asked for, so a page that asks for that script
 * only after running the entry never gets it; returns every script path asked for, in order.
 */
async function holdEntryUntilAsked(context: BrowserContext, wanted: (path: string) => boolean) {
  const asked: string[] = [];
  let askedForIt = () => {};
  const itAsked = new Promise<void>((resolve) => (askedForIt = resolve));
  await context.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const path = new URL(route.request().url()).pathname;
    asked.push(path);
    if (wanted(path)) askedForIt();
    if (/\/index-[\w-]+\.js$/.test(path)) await itAsked;
    await route.fallback();
  });
  return asked;
}

// The entry's own static imports (the bundler's runtime) start with it, not a round trip after it.
it('asks for the entry’s own imports together with the entry', async () => {
  const { page, context, pageErrors } = await newPage(browser, PRODUCTION);
  await actAs(context, 'user');
  await holdEntryUntilAsked(context, (path) => /\/rolldown-runtime-[\w-]+\.js$/.test(path));
  await page.goto('/en_US/assets/tokenAccount');
  await page.getByRole('heading', { level: 1, name: 'Token account' }).waitFor();
  await page.locator('main .mantine-Loader-root').first().waitFor({ state: 'detached' });
  expect(pageErrors).toEqual([]);
  await context.close();
});

// A signed-in screen's first load is asked for with the entry (scripts/lib/first-load.mjs). Of the
// translations, only the page's language and namespaces are asked for.
it("asks for a signed-in screen's chunk together with the entry, and only its own translations", async () => {
  const manifest = readManifest(process.env.E2E_OUT_DIR ?? 'dist');
  const screenChunk = `/${manifest['src/features/assets/accounts/AccountPages.tsx']!.file}`;
  const { page, context, pageErrors } = await newPage(browser, PRODUCTION);
  await actAs(context, 'user');
  const asked = await holdEntryUntilAsked(context, (path) => path === screenChunk);
  await page.goto('/zh_CN/assets/tokenAccount');
  await page.getByRole('heading', { level: 1, name: '代币账户' }).waitFor();
  await page.locator('main .mantine-Loader-root').first().waitFor({ state: 'detached' });
  const translations = asked.filter((file) => file.includes('/locale-'));
  expect(translations.length).toBeGreaterThan(0);
  expect(
    translations.filter((file) => !/\/locale-zh_CN-(common\.app|accounts\.history)-/.test(file)),
  ).toEqual([]);
  expect(pageErrors).toEqual([]);
  await context.close();
});

// The first calls wait for the time zone (src/api/fingerprint.ts): its worker starts with the entry, not once
// the entry has run.
it('starts the time-zone worker together with the entry', async () => {
  const { page, context, pageErrors } = await newPage(browser, PRODUCTION);
  await actAs(context, 'user');
  await holdEntryUntilAsked(context, (path) => /\/time-zone\.worker-[\w-]+\.js$/.test(path));
  await page.goto('/en_US');
  await page.getByRole('button', { name: 'Personal centre' }).waitFor();
  expect(pageErrors).toEqual([]);
  await context.close();
});

// Spec §2: the path's language decides before the stored preference, which is then not read: a page's first
// read of the cookie store or of localStorage's 'lang' is a synchronous trip to the browser.
it('reads no stored language on a page whose path names one, and reads it at the root', async () => {
  const { page, context, pageErrors } = await newPage(browser, PRODUCTION);
  await actAs(context, 'user');
  await context.addInitScript(() => {
    const reads = { cookie: 0, lang: 0 };
    Object.assign(window, { storedLanguageReads: reads });
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      ...cookie,
      get(this: Document) {
        reads.cookie += 1;
        return cookie.get!.call(this) as string;
      },
    });
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (key === 'lang') reads.lang += 1;
      return getItem.call(this, key);
    };
  });
  const readsAfterLoad = async (path: string) => {
    await page.goto(path);
    await page.getByRole('button', { name: 'Personal centre' }).waitFor();
    return page.evaluate(() => (window as unknown as { storedLanguageReads: object }).storedLanguageReads);
  };
  expect(await readsAfterLoad('/en_US/investments')).toEqual({ cookie: 0, lang: 0 });
  // Without a language in the path the stored preference is the rule's next source.
  const atRoot = (await readsAfterLoad('/')) as { cookie: number; lang: number };
  expect(atRoot.cookie).toBeGreaterThan(0);
  expect(pageErrors).toEqual([]);
  await context.close();
});
