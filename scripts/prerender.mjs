// Prerenders the pages of a client build to HTML (src/prerender-page.tsx: the public pages, and the shell of
// each login-only route), so their first paint waits for no script: `node scripts/prerender.mjs <outDir>`,
// run by vite.config.ts after every client `vite build`. It builds src/prerender-page.tsx for Node with the
// same Vite config, renders each page under jsdom at its address (the app reads window, document and storage
// as in the browser; nothing is fetched: the page is in the state of the browser's first render) and writes
// <outDir>/<page>/index.html with the markup inside #root, marked data-prerendered="<page>" so src/main.tsx
// hydrates it (hydrateRoot).
import {
  copyFileSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { JSDOM } from 'jsdom';
import { firstLoadFiles, screenSources } from './lib/first-load.mjs';
import { PARAM_SHELL } from './lib/param-shell.mjs';
import { withoutUnusedCustomProperties } from './lib/unused-custom-properties.mjs';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROOT_DIV = '<div id="root"></div>';

async function buildRenderer(tmpDir) {
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [screenSources()],
    build: {
      ssr: 'src/prerender-page.tsx',
      outDir: tmpDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      minify: false,
    },
    // Its ES build has extensionless imports Node cannot resolve.
    ssr: { noExternal: ['jsencrypt'] },
  });
  return import(pathToFileURL(join(tmpDir, 'prerender-page.js')).href);
}

/** jsdom's window as the global scope the app's modules see (window, document, storage, navigator…). */
function installDom(url) {
  const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
    url,
    pretendToBeVisual: true,
  });
  const { window } = dom;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in globalThis) continue;
    Object.defineProperty(globalThis, key, { configurable: true, get: () => window[key] });
  }
  for (const key of ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'])
    Object.defineProperty(globalThis, key, { configurable: true, get: () => window[key] });
  return dom;
}

function pageHtml(template, page, { html, htmlLang }) {
  if (!template.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV}`);
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${htmlLang}" data-mantine-color-scheme="light">`)
    .replace(ROOT_DIV, `<div id="root" data-prerendered="${page}">${html}</div>`);
}

/**
 * The page's first paint waits for no stylesheet (the whole Mantine sheet blocked home's first
 * paint): beasties inlines the rules the markup uses, with only the custom properties the page reads, and
 * loads the sheet without blocking. Only its <head> is taken: the body stays byte for byte what React
 * rendered, or hydration would find text that differs.
 */
export function inlineCriticalCss(outDir) {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'media',
    pruneSource: false,
    // Only the linked sheet is reduced: Mantine's own <style> tags stay in the body as React rendered them.
    // Reduced, they were merged into the head a second time, and their rules came out malformed there.
    reduceInlineStyles: false,
    // Mantine's light scheme variables (--mantine-color-text, -dimmed, -disabled…) are on the root element,
    // which beasties does not look for among the markup it matches: without this a prerendered disabled
    // button painted with no background until the sheet came.
    allowRules: [':root[data-mantine-color-scheme=light]'],
    logLevel: 'warn',
  });
  return async (html) => {
    const processed = await beasties.process(html);
    const headEnd = (text) => {
      const at = text.indexOf('</head>');
      if (at < 0) throw new Error('a page without </head>');
      return at;
    };
    const head = processed.slice(0, headEnd(processed));
    const body = html.slice(headEnd(html));
    const critical = CRITICAL_STYLE.exec(head);
    if (!critical) return head + body;
    const restOfPage = head.replace(critical[0], '') + body;
    return head.replace(critical[1], withoutUnusedCustomProperties(critical[1], restOfPage)) + body;
  };
}

/** The <style> beasties writes into the head: the rules of the linked sheet the markup uses. */
const CRITICAL_STYLE = /<style>([\s\S]*?)<\/style>/;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
// The template's runtime config script, with its comment (which describes it as the template has it).
const CONFIG_SCRIPT =
  /(?:<!-- Runtime config:[\s\S]*?-->\s*)?<script src="([^"]*\/config\.js)" defer><\/script>\s*/;
/** The id of the loader's data block: what each page asks for (its entry, first load, runtime config). */
export const LOADER_DATA_ID = 'loader-data';

/**
 * The prerendered markup paints before the app's script is fetched and run: the entry is added
 * after the first contentful paint (a timer covers a tab opened in the background, which paints nothing;
 * the first frame was not enough, it may be drawn before the markup), and runs once the runtime config,
 * fetched then too, has run: the entry reads it at once. Without this the browser may run 400 kB of script before it shows
 * a page that needs none. Meanwhile a click on the page's controls is recorded, and the app clicks them again
 * once it has rendered (src/lib/early-clicks.ts).
 *
 * The entry's own imports start with it. A public page's lazy chunks are not preloaded: each added
 * <link rel="modulepreload"> cost about 4 ms of a phone's main thread (70 ms for the 17 of home, one long task
 * after the first paint), while the entry names them as soon as it has run. A signed-in page's first load
 * (`firstLoad`: its screen, the session's parts, their translations and stylesheets) is asked for with the
 * entry, at a lower priority: found only once the entry had run and then one import level at a time, it held
 * the screen back by about two seconds on a throttled phone (docs/performance.md). The time-zone worker the
 * first calls wait for starts then too (`timeZoneStarter`, src/api/fingerprint.ts).
 */
export function startScriptAfterFirstPaint(
  html,
  { earlyClickRecorder, timeZoneStarter = '', firstLoad = { scripts: [], sheets: [] } },
) {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const config = CONFIG_SCRIPT.exec(html)?.[1];
  const files = {
    entry,
    // The entry's own static imports (the bundler's runtime) start with it: found only once the entry has
    // arrived, they would wait a round trip before any of the app runs.
    entryImports: [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href),
    config,
    firstLoad,
  };
  // What differs from page to page is data, not script: every page's loader is then the same script, and the
  // Content-Security-Policy, sent with every answer, names one hash instead of one per page.
  const data = `<script type="application/json" id="${LOADER_DATA_ID}">${JSON.stringify(files).replaceAll('<', '\\u003c')}</script>`;
  // Both conditions are awaited: the first contentful paint, and DOMContentLoaded (the whole markup is
  // there to hydrate). The runtime config is fetched then, beside the entry, not during the first paint,
  // where it only competed with the page's own bytes; the entry runs once it has run (or failed), as it
  // reads the config at once.
  const loader = `<script>${earlyClickRecorder}
    (() => {
      const files = JSON.parse(document.getElementById(${JSON.stringify(LOADER_DATA_ID)}).textContent);
      let painted = false;
      let parsed = false;
      let started = false;
      const add = (tag, props) => document.head.appendChild(Object.assign(document.createElement(tag), props));
      const runEntry = () => add('script', { type: 'module', crossOrigin: '', src: files.entry });
      const start = () => {
        if (!painted || !parsed || started) return;
        started = true;
        if (files.config) {
          add('link', { rel: 'modulepreload', crossOrigin: '', fetchPriority: 'high', href: files.entry });
          const config = add('script', { src: files.config });
          config.addEventListener('load', runEntry);
          config.addEventListener('error', runEntry);
        } else runEntry();
        for (const href of files.entryImports) add('link', { rel: 'modulepreload', crossOrigin: '', href });
        for (const href of files.firstLoad.scripts)
          add('link', { rel: 'modulepreload', crossOrigin: '', fetchPriority: 'low', href });
        for (const href of files.firstLoad.sheets) add('link', { rel: 'stylesheet', fetchPriority: 'low', href });
        ${timeZoneStarter}
      };
      const paint = () => {
        painted = true;
        start();
      };
      document.addEventListener('DOMContentLoaded', () => {
        parsed = true;
        start();
      });
      // The first contentful paint, not the first frame: a frame may be drawn before the markup is.
      try {
        new PerformanceObserver((entries, observer) => {
          if (!entries.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          paint();
        }).observe({ type: 'paint', buffered: true });
      } catch {
        requestAnimationFrame(() => setTimeout(paint));
      }
      setTimeout(paint, 500);
    })();</script>
  `;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(CONFIG_SCRIPT, '')
    .replace('</head>', `${data}\n    ${loader}</head>`);
}

const DEFERRED_SHEET_HANDLER = / onload="this\.media='all'"/g;

/**
 * beasties defers the full stylesheet with `media="print" onload="this.media='all'"`; the Content-Security-
 * Policy (scripts/security-headers.mjs) refuses inline handlers, so the link is marked `data-media` instead
 * and a script of the head, allowed by its hash, does what the handler did: the sheet applies once loaded.
 */
export function deferSheetsWithoutHandlers(html) {
  const marked = html.replace(DEFERRED_SHEET_HANDLER, ' data-media="all"');
  const head = marked.slice(0, marked.indexOf('</head>'));
  if (/\son[a-z]+=/i.test(head))
    throw new Error('an inline event handler is left in <head>: the CSP refuses it');
  const restore = `<script>for (const link of document.querySelectorAll('link[data-media]')) {
      const apply = () => (link.media = link.dataset.media);
      if (link.sheet) apply();
      else link.addEventListener('load', apply, { once: true });
    }</script>
  `;
  return marked.replace('</head>', `${restore}</head>`);
}

function theOneFile(dir, pattern) {
  const found = readdirSync(dir).filter((file) => pattern.test(file));
  if (found.length !== 1) throw new Error(`${dir}: ${found.length} files match ${pattern}, not one`);
  return found[0];
}

export async function prerender(outDir) {
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const withCriticalCss = inlineCriticalCss(outDir);
  const cacheDir = join(root, 'node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  // Inside the repo so the bundle's bare imports (react, @mantine/core…) resolve to node_modules.
  const tmpDir = mkdtempSync(join(cacheDir, 'prerender-'));
  try {
    const dom = installDom('http://localhost/');
    const renderer = await buildRenderer(tmpDir);
    const firstLoadOf = firstLoadFiles(root, outDir);
    const timeZoneWorker = `/assets/${theOneFile(join(outDir, 'assets'), /^time-zone\.worker-[\w-]+\.js$/)}`;
    const paramShells = new Set(renderer.paramShellPaths());
    for (const page of renderer.prerenderedPaths()) {
      dom.reconfigure({ url: `http://localhost${page}` });
      const rendered = await renderer.prerenderPage();
      const file = join(outDir, page, 'index.html');
      mkdirSync(join(outDir, page), { recursive: true });
      writeFileSync(
        file,
        startScriptAfterFirstPaint(
          deferSheetsWithoutHandlers(await withCriticalCss(pageHtml(template, page, rendered))),
          {
            earlyClickRecorder: renderer.earlyClickRecorder(),
            timeZoneStarter: renderer.timeZoneStarter(timeZoneWorker),
            firstLoad: rendered.firstLoad ? firstLoadOf(rendered.firstLoad) : undefined,
          },
        ),
      );
      // The same shell for the route with its parameter (trade/{symbol}): main.tsx renders it afresh there.
      if (paramShells.has(page)) copyFileSync(file, join(outDir, page, PARAM_SHELL));
      console.log(`prerendered ${page} (${(rendered.html.length / 1024).toFixed(1)} kB)`);
    }
  } finally {
    rmSync(tmpDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await prerender(resolve(process.argv[2] ?? join(root, 'dist')));
  // The app's timers (react-query's garbage collection, i18next) would keep Node running.
  process.exit(0);
}
