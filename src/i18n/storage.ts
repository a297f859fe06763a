// The stored language preference (spec §2 "saved"; spec §3 cookie 'lan'), mirrored in localStorage 'lang'.
import { getLanguageCookie, setLanguageCookie } from '@/lib/cookies';
import type { Language } from './languages';

export const LANGUAGE_STORAGE_KEY = 'lang';

export function saveLanguage(language: Language): void {
  setLanguageCookie(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota); the cookie still holds the preference.
  }
}

/** The cookie first (it is shared across the parent domain), then localStorage. */
export function getStoredLanguage(): string | undefined {
  const fromCookie = getLanguageCookie();
  if (fromCookie) return fromCookie;
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
