// The language header defaults to zh_CN (spec §7) until the i18n module has set one. It mirrors i18next's
// current language into <html data-lang>, which keeps this module free of an i18next dependency.
export const DEFAULT_REQUEST_LANGUAGE = 'zh_CN';

export function getRequestLanguage(): string {
  return document.documentElement.dataset.lang || DEFAULT_REQUEST_LANGUAGE;
}
