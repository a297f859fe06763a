// i18next + react-i18next. Each locale file is its own chunk, fetched per language and namespace when a
// route needs it; tests get every file bundled (./bundled-locales), synchronously.
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { nextTask } from '@/lib/next-task';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isLanguageSegment,
  isSupported,
  textDirection,
  toHtmlLang,
} from './languages';
import type { Language } from './languages';
import { MISSING_IN_LANGUAGE, missingInLanguagePostProcessor } from './missing-keys';
import { resolveLanguage } from './resolve-language';
import { bundledLocales } from './bundled-locales';
import { buildResources, localeFilePath, namespacesOf, type LocaleModules } from './resources';
import { getStoredLanguage } from './storage';

// Translations are chunks per language, apart from the entry: the page's language fetches its own in
// parallel with the route's chunk, which the first render awaits anyway (bundled, the base of both languages
// rode in every page's entry). Namespaces always awaited together share a chunk (vite.config.ts
// LOCALE_BUNDLES); importing one of them resolves with its own file's module, as i18next expects.
const localeLoaders = import.meta.glob<LocaleModules[string]>('./locales/*/*.json');
const namespaces = namespacesOf(Object.keys(localeLoaders));

const bundled = buildResources(bundledLocales).resources;
const everyFileBundled = Object.keys(bundledLocales).length > 0;

/** What every screen needs before its first paint, loaded with i18next's start. */
export const BASE_NAMESPACES: readonly string[] = Object.freeze(['common', 'app']);

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeLoaders[localeFilePath(language, namespace)];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

const checkMissingKeys = import.meta.env.DEV || import.meta.env.MODE === 'test';

function syncDocument(language: Language): void {
  const root = document.documentElement;
  root.lang = toHtmlLang(language);
  root.dir = textDirection(language);
  root.dataset.lang = language;
}

/**
 * A first guess before the router runs: the language-shaped segment of the address (it follows the
 * base prefix, which is unknown here), else the stored preference, else the browser. The router's
 * resolveLanguage + applyLanguage on each navigation is what decides.
 */
function initialLanguage(): Language {
  const pathSegment = window.location.pathname.split('/').find(isLanguageSegment);
  return resolveLanguage({
    pathSegment,
    readStored: getStoredLanguage,
    browserLanguages: navigator.languages ?? [navigator.language],
  }).language;
}

i18n.on('languageChanged', (language: string) => {
  if (isSupported(language)) syncDocument(language);
});

if (checkMissingKeys) i18n.use(missingInLanguagePostProcessor);

const start = () =>
  i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      resources: bundled,
      partialBundledLanguages: true,
      // A copy: i18next adds each namespace it loads to this list.
      ns: everyFileBundled ? namespaces : [...BASE_NAMESPACES],
      defaultNS: 'common',
      lng: initialLanguage(),
      // No fallback language: every key is in both (tests/unit/i18n/locale-parity.test.ts, and a key missing
      // in the page's language fails the test that renders it), and with one each zh_CN page also fetched its
      // namespaces in en_US, two more scripts on every first load.
      fallbackLng: false,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'currentOnly',
      // Our codes (en_US, zh_CN) are kept as they are either way; without this i18next passes each through
      // Intl.getCanonicalLocales, whose first call loads ICU's locale data on the main thread.
      cleanCode: false,
      initAsync: false,
      returnNull: false,
      interpolation: { escapeValue: false },
      ...(checkMissingKeys ? { postProcess: [MISSING_IN_LANGUAGE], postProcessPassResolved: true } : {}),
    });

/**
 * Resolves once i18next has started and the base namespaces of the page's language are in. The start runs
 * in a task of its own, not in the entry's evaluation: i18next canonicalises language codes through Intl,
 * about 40 ms of a phone's main thread. With every file bundled (tests) it starts at once.
 */
export const i18nReady = everyFileBundled ? start() : nextTask().then(start);

/**
 * Fetches namespaces for the current language; a later language switch fetches them again in the new language
 * before it takes effect, so no key shows untranslated.
 */
export async function loadNamespaces(needed: readonly string[]): Promise<void> {
  await i18nReady;
  await i18n.loadNamespaces([...needed]);
}

/** Switches i18next and keeps <html lang/dir> and data-lang (read by the request layer) in step. */
export async function applyLanguage(language: Language): Promise<void> {
  // i18next announces a change even to the same language, and every translated component re-renders on
  // it: after hydration that was one long task re-rendering the whole page.
  await i18nReady;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  syncDocument(language);
}

/** The current language as a supported value (en_US while i18next reports something else). */
export function currentLanguage(): Language {
  const { language } = i18n;
  return isSupported(language) ? language : DEFAULT_LANGUAGE;
}

export { i18n, namespaces };
