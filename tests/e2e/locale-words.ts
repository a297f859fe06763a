// A screen's words in either language, read from the locale files, so one browser test runs in both.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const LANGUAGES = ['en_US', 'zh_CN'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** The translation of `ns:path.to.key` in `lang` (a missing key fails the test that asks for it). */
export function word(lang: Lang, key: string): string {
  const [ns, path] = key.split(':') as [string, string];
  const file = resolve('src/i18n/locales', lang, `${ns}.json`);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return node;
}
