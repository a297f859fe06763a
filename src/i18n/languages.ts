// Supported languages and the shape of the route's language segment (spec §1, §2).
export const SUPPORTED_LANGUAGES = ['en_US', 'zh_CN'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en_US';

const LANGUAGE_SEGMENT = /^[a-z]{2}_[A-Z]{2}$/;

/** True when `s` has the language-segment shape (e.g. `fr_FR`), supported or not. */
export function isLanguageSegment(s: string | null | undefined): s is string {
  return typeof s === 'string' && LANGUAGE_SEGMENT.test(s);
}

export function isSupported(s: string | null | undefined): s is Language {
  return typeof s === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(s);
}

const HTML_LANG: Record<Language, string> = { en_US: 'en-US', zh_CN: 'zh-CN' };

/** BCP 47 tag for `<html lang>`: en_US → en-US. */
export function toHtmlLang(language: Language): string {
  return HTML_LANG[language];
}

// A table, not i18next's dir(): that builds an Intl.Locale, whose first use loads ICU's locale data on the
// main thread as the page starts. A language added to SUPPORTED_LANGUAGES must say its direction.
const TEXT_DIRECTION: Record<Language, 'ltr' | 'rtl'> = { en_US: 'ltr', zh_CN: 'ltr' };

/** `<html dir>` of a language. */
export function textDirection(language: Language): 'ltr' | 'rtl' {
  return TEXT_DIRECTION[language];
}

// Traditional-script Chinese (zh-TW, zh-HK, zh-MO, zh-Hant) is not zh_CN: it stays unsupported.
const TRADITIONAL_CHINESE = /^zh-(tw|hk|mo|hant)(-|$)/;

/**
 * Maps a browser language tag (navigator.language) to a supported language, or undefined:
 * zh, zh-CN, zh-SG, zh-Hans(-…) → zh_CN; en and any en-… → en_US; anything else → undefined.
 */
export function browserToLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const t = tag.trim().replace(/_/g, '-').toLowerCase();
  if (t === 'en' || t.startsWith('en-')) return 'en_US';
  if (t === 'zh' || t.startsWith('zh-')) return TRADITIONAL_CHINESE.test(t) ? undefined : 'zh_CN';
  return undefined;
}
