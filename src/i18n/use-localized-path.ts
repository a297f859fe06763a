// Links inside the app live under /:lang (spec §2); this builds them for the current language.
import { useCallback } from 'react';
import type { AppPath } from '@/lib/app-paths';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isSupported, type Language } from './languages';

/** localizedPath('zh_CN', 'register') → '/zh_CN/register'; localizedPath('en_US', '') → '/en_US'. */
export function localizedPath(language: Language, path: string): string {
  const rest = path.replace(/^\/+/, '');
  return rest ? `/${language}/${rest}` : `/${language}`;
}

export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return isSupported(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Returns (path) => '/<current language>/<path>' for a route of the table, for react-router's Link `to`. */
export function useLocalizedPath(): (path: AppPath) => string {
  const language = useCurrentLanguage();
  return useCallback((path: AppPath) => localizedPath(language, path), [language]);
}
