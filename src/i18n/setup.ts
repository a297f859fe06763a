// i18next + react-i18next with every locale file bundled (conventions: i18n).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isLanguageSegment,
  isSupported,
  toHtmlLang,
} from './languages';
import type { Language } from './languages';
import { MISSING_IN_LANGUAGE, missingInLanguagePostProcessor } from './missing-keys';
import { resolveLanguage } from './resolve-language';
import { buildResources, type LocaleModules } from './resources';
import { getStoredLanguage } from './storage';

const { resources, namespaces } = buildResources(
  import.meta.glob<LocaleModules[string]>('./locales/*/*.json', { eager: true }),
);

const checkMissingKeys = import.meta.env.DEV || import.meta.env.MODE === 'test';

function syncDocument(language: Language): void {
  const root = document.documentElement;
  root.lang = toHtmlLang(language);
  root.dir = i18n.dir(language);
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
    stored: getStoredLanguage(),
    browserLanguages: navigator.languages ?? [navigator.language],
  }).language;
}

i18n.on('languageChanged', (language: string) => {
  if (isSupported(language)) syncDocument(language);
});

if (checkMissingKeys) i18n.use(missingInLanguagePostProcessor);

void i18n.use(initReactI18next).init({
  resources,
  ns: namespaces,
  defaultNS: 'common',
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  load: 'currentOnly',
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false },
  ...(checkMissingKeys ? { postProcess: [MISSING_IN_LANGUAGE], postProcessPassResolved: true } : {}),
});

/** Switches i18next and keeps <html lang/dir> and data-lang (read by the request layer) in step. */
export async function applyLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  syncDocument(language);
}

/** The current language as a supported value (en_US while i18next reports something else). */
export function currentLanguage(): Language {
  const { language } = i18n;
  return isSupported(language) ? language : DEFAULT_LANGUAGE;
}

export { i18n, namespaces };
