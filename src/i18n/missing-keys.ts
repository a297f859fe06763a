// Catches keys that do not exist in the current language (design.md: "a test fails on a key missing in
// either locale"). A post-processor sees every t() result together with where i18next found it, so it
// catches a key that is not found, or found in another language than the one asked for.
import type { PostProcessorModule, TOptions } from 'i18next';
import { isSupported } from './languages';

export const MISSING_IN_LANGUAGE = 'missingInLanguage';

interface Resolved {
  res?: unknown;
  usedLng?: string;
  usedNS?: string;
}

const recorded: string[] = [];
const warned = new Set<string>();

function report(entry: string): void {
  if (import.meta.env.MODE === 'test') {
    if (!recorded.includes(entry)) recorded.push(entry);
  } else if (!warned.has(entry)) {
    warned.add(entry);
    console.warn(`[i18n] missing translation: ${entry}`);
  }
}

export const missingInLanguagePostProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: MISSING_IN_LANGUAGE,
  process(value: string, key: string | string[], options: TOptions, translator: { language?: string }) {
    const requested = (options.lng as string | undefined) ?? translator.language;
    const resolved = (options as { i18nResolved?: Resolved }).i18nResolved;
    if (!isSupported(requested) || !resolved) return value;
    if (resolved.res === undefined || resolved.usedLng !== requested) {
      const name = Array.isArray(key) ? key.join('|') : key;
      const ns = resolved.usedNS ?? '';
      report(`${requested} ${name.startsWith(`${ns}:`) ? name : `${ns}:${name}`}`);
    }
    return value;
  },
};

/** Returns the keys recorded (test mode) since the last call, and forgets them. */
export function takeMissingKeys(): string[] {
  return recorded.splice(0);
}

/** For the test setup's afterEach: throws if a rendered key was missing in the current language. */
export function assertNoMissingKeys(): void {
  const missing = takeMissingKeys();
  if (missing.length > 0) {
    throw new Error(`Translation keys missing in the current language: ${missing.join(', ')}`);
  }
}
