// The route language rule of spec §2, as pure functions. Pathnames here are relative to the router's
// basename (the shared base prefix is the router's business), so the language is always the first segment.
import {
  DEFAULT_LANGUAGE,
  browserToLanguage,
  isLanguageSegment,
  isSupported,
  type Language,
} from './languages';

export type LanguageSource = 'path' | 'previousPath' | 'stored' | 'browser' | 'default';

export interface ResolveLanguageInput {
  /** First segment of the target path (see `firstSegment`). */
  pathSegment?: string | null;
  /** First segment of the path being left, if any. */
  previousPathSegment?: string | null;
  /**
   * Reads the stored preference (cookie `lan` / localStorage `lang`). Called only when neither path decides:
   * a page's first read of either is a synchronous trip to the browser's store, a few ms of a phone's main
   * thread on every load.
   */
  readStored?: () => string | null | undefined;
  /** navigator.languages (or [navigator.language]); the first entry is "the browser language". */
  browserLanguages?: readonly string[];
}

export interface ResolvedLanguage {
  language: Language;
  /** Which source decided; an unsupported value from that source still decides, as en_US. */
  source: LanguageSource;
  /** The target path has no language segment: redirect to `withLanguage(pathname, language)`. */
  needsPrefix: boolean;
}

const orDefault = (value: string | null | undefined): Language =>
  isSupported(value) ? value : DEFAULT_LANGUAGE;

/**
 * Spec §2: the path, else the previous path, else the stored preference, else the browser language;
 * anything unsupported falls back to en_US. A path segment with the language shape but an unsupported
 * value (fr_FR) is still "the path's language": it gives en_US and does not ask for a prefix.
 */
export function resolveLanguage(input: ResolveLanguageInput): ResolvedLanguage {
  const { pathSegment, previousPathSegment, readStored, browserLanguages = [] } = input;
  if (isLanguageSegment(pathSegment)) {
    return { language: orDefault(pathSegment), source: 'path', needsPrefix: false };
  }
  const needsPrefix = true;
  if (isLanguageSegment(previousPathSegment)) {
    return { language: orDefault(previousPathSegment), source: 'previousPath', needsPrefix };
  }
  const stored = readStored?.();
  if (stored) return { language: orDefault(stored), source: 'stored', needsPrefix };
  const [browser] = browserLanguages;
  if (browser)
    return { language: browserToLanguage(browser) ?? DEFAULT_LANGUAGE, source: 'browser', needsPrefix };
  return { language: DEFAULT_LANGUAGE, source: 'default', needsPrefix };
}

/** First segment of a pathname: '/zh_CN/trade/BTC' → 'zh_CN'; '/' → ''. */
export function firstSegment(pathname: string): string {
  return pathname.replace(/^\/+/, '').split('/')[0] ?? '';
}

/**
 * Puts `language` first in the path, replacing a language-shaped first segment or inserting one:
 * '/zh_CN/trade/BTC' → '/en_US/trade/BTC'; '/investments' → '/en_US/investments'; '/' → '/en_US'.
 */
export function withLanguage(pathname: string, language: Language): string {
  const rest = pathname.replace(/^\/+/, '');
  const [first = '', ...others] = rest.split('/');
  const tail = isLanguageSegment(first) ? others : rest === '' ? [] : [first, ...others];
  return tail.length > 0 ? `/${language}/${tail.join('/')}` : `/${language}`;
}
