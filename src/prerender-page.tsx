// Build-time rendering of a page to HTML (scripts/prerender.mjs runs it under jsdom at the page's address).
// It renders what main.tsx renders, in the state the browser's first render has: the default runtime
// config, no start-up data yet (no query has answered), the language from the path. A login-only route
// renders as its shell: the header, the side navigation and the screen's title while the session is
// checked (RouteGuard), for a visitor and a signed-in user alike.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '@/app/App';
import { ROUTES } from '@/app/routing/route-table';
import { routeAt } from '@/app/routing/route-at';
import { ROUTE_RECORDS } from '@/app/routing/routes';
import { preloadScreenAt } from '@/app/routing/screens';
import {
  applyLanguage,
  BASE_NAMESPACES,
  i18nReady,
  isSupported,
  SUPPORTED_LANGUAGES,
  toHtmlLang,
} from '@/i18n';
import { startHydrating } from '@/lib/hydration';

export { timeZoneStarter } from '@/api/fingerprint';
export { earlyClickRecorder } from '@/lib/early-clicks';

/** The public pages a visitor lands on first; the login and register forms are in their markup. */
const PUBLIC_PAGES = ['', 'investments', 'login', 'register'];

const OPTIONAL_PARAM = /\/:\w+\?$/;
const inEveryLanguage = (paths: string[]) =>
  SUPPORTED_LANGUAGES.flatMap((lang) => paths.map((path) => (path ? `/${lang}/${path}` : `/${lang}`)));
const loginOnly = ROUTES.filter((route) => route.meta.mustLogin);

/**
 * The pages written to HTML, in every language: the public pages above and the shell of every login-only
 * route whose path needs no parameter (an optional one is left out).
 */
export function prerenderedPaths(): string[] {
  const shells = loginOnly
    .map((route) => route.path.replace(OPTIONAL_PARAM, ''))
    .filter((path) => !path.includes(':'));
  return inEveryLanguage([...PUBLIC_PAGES, ...shells]);
}

/**
 * The shells above whose route ends with an optional parameter (trade/{symbol}): the build also writes each
 * as <page>/param.html, which the servers answer for <page>/<parameter> (scripts/nginx/app.conf).
 */
export function paramShellPaths(): string[] {
  return inEveryLanguage(
    loginOnly
      .filter((route) => OPTIONAL_PARAM.test(route.path))
      .map((route) => route.path.replace(OPTIONAL_PARAM, ''))
      .filter((path) => !path.includes(':')),
  );
}

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** `<html lang>` for the page's language. */
  htmlLang: string;
  /** A signed-in page's: what its first load fetches besides the entry (scripts/lib/first-load.mjs). */
  firstLoad?: FirstLoad;
}

export interface FirstLoad {
  /** The screen's module, as its route record imports it (`@/features/…`). */
  screen: string;
  sideNav: boolean;
  language: string;
  namespaces: string[];
}

/**
 * The first load of a signed-in page. The renderer's build gives each record's screen import its module as
 * `source` (screenSources in scripts/lib/first-load.mjs).
 */
function firstLoadAt(pathname: string, language: string): FirstLoad | undefined {
  const route = routeAt(pathname);
  if (!route?.meta.mustLogin) return undefined;
  const record = ROUTE_RECORDS.find((candidate) => candidate.path === route.path);
  const screen = (record?.screen as { source?: string } | undefined)?.source;
  if (!record || !screen) throw new Error(`prerender: no screen module for ${pathname}`);
  if (record.namespaces === 'all') throw new Error(`prerender: ${pathname} loads every namespace`);
  return {
    screen,
    sideNav: Boolean(route.meta.showAssetsNav || route.meta.haveNav),
    language,
    namespaces: [...BASE_NAMESPACES, ...record.namespaces],
  };
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders the page at `window.location` (set by the caller), waiting for its lazy screen and translations. */
export async function prerenderPage(): Promise<PrerenderedPage> {
  const language = window.location.pathname.split('/')[1];
  if (!isSupported(language)) throw new Error(`prerender: no language in ${window.location.pathname}`);
  await i18nReady;
  await applyLanguage(language);
  // As main.tsx does before hydrating: the screen and its translations are in before the first render.
  await preloadScreenAt(window.location.pathname);
  // Rendered as hydration will first render it (forms disabled).
  startHydrating();
  const render = async () => {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App />
      </StrictMode>,
      // Never outline a large part (React streams those behind scripts that move them into place).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return streamToString(prelude);
  };
  // The first pass loads what else suspends (the toast container); the second renders it in place, so the
  // page is plain markup, without React's streaming scripts that move late parts into position.
  await render();
  return {
    html: await render(),
    htmlLang: toHtmlLang(language),
    firstLoad: firstLoadAt(window.location.pathname, language),
  };
}
