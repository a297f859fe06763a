// Public face of src/i18n. Importing it initialises i18next (once).
export {
  i18n,
  i18nReady,
  namespaces,
  BASE_NAMESPACES,
  loadNamespaces,
  applyLanguage,
  currentLanguage,
} from './setup';
export { saveLanguage, getStoredLanguage, LANGUAGE_STORAGE_KEY } from './storage';
export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  isLanguageSegment,
  isSupported,
  toHtmlLang,
  browserToLanguage,
  type Language,
} from './languages';
export {
  resolveLanguage,
  firstSegment,
  withLanguage,
  type LanguageSource,
  type ResolveLanguageInput,
  type ResolvedLanguage,
} from './resolve-language';
export { localizedPath, useCurrentLanguage, useLocalizedPath } from './use-localized-path';
export { takeMissingKeys, assertNoMissingKeys } from './missing-keys';
