import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces } from '@/i18n';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { NO_PROBLEMS, diffLocales, variablesOf } from './locale-diff';

const LOCALES = join(process.cwd(), 'src/i18n/locales');
const [first, second] = SUPPORTED_LANGUAGES;

const languageDirs = readdirSync(LOCALES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const namespaceFiles = [
  ...new Set(
    languageDirs.flatMap((language) =>
      readdirSync(join(LOCALES, language)).filter((file) => file.endsWith('.json')),
    ),
  ),
].sort();

const read = (language: string, file: string) =>
  JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Record<string, unknown>;

describe('design.md: every string in both locales (locale parity)', () => {
  it('has one locale folder per supported language, and no others', () => {
    expect(languageDirs).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it('bundles every namespace file into i18next', () => {
    expect([...namespaces].sort()).toEqual(namespaceFiles.map((file) => file.replace(/\.json$/, '')));
    expect(namespaceFiles).toEqual(expect.arrayContaining(['common.json', 'home.json']));
  });

  it.each(namespaceFiles)('%s exists in every language', (file) => {
    for (const language of SUPPORTED_LANGUAGES) expect(existsSync(join(LOCALES, language, file))).toBe(true);
  });

  it.each(namespaceFiles)('%s: same keys, no empty texts, same {{variables}} in both languages', (file) => {
    const present = SUPPORTED_LANGUAGES.every((language) => existsSync(join(LOCALES, language, file)));
    expect(present).toBe(true);
    expect(diffLocales(read(first, file), read(second, file), [first, second])).toEqual(NO_PROBLEMS);
  });
});

// The checker itself, so the parity tests above are known to be able to fail.
describe('diffLocales', () => {
  const en = { title: 'Hi {{name}}', nested: { a: 'A', b: 'B' } };

  it('passes identical key sets', () => {
    expect(diffLocales(en, { title: '你好 {{name}}', nested: { a: '甲', b: '乙' } })).toEqual(NO_PROBLEMS);
  });

  it('reports a nested key missing in either language', () => {
    const zh = { title: '你好 {{name}}', nested: { a: '甲' }, extra: '多' };
    expect(diffLocales(en, zh, ['en_US', 'zh_CN']).missing).toEqual([
      'zh_CN lacks nested.b',
      'en_US lacks extra',
    ]);
  });

  it('reports a key that is an object in one language and a text in the other', () => {
    expect(diffLocales(en, { title: '你好 {{name}}', nested: '嵌套' }).missing).toEqual([
      'b lacks nested.a',
      'b lacks nested.b',
      'a lacks nested',
    ]);
  });

  it('reports empty and non-string texts', () => {
    const problems = diffLocales({ a: '', b: 1 }, { a: ' ', b: 'x' });
    expect(problems.empty).toEqual(['a a', 'b a']);
    expect(problems.notString).toEqual(['a b']);
  });

  it('reports different interpolation variables', () => {
    expect(
      diffLocales(en, { title: '你好 {{user}}', nested: { a: '甲', b: '乙' } }).variableMismatch,
    ).toEqual(['title: a {name} b {user}']);
  });

  it('accepts language-specific plural forms of one key', () => {
    const enPlural = { items_one: '{{count}} item', items_other: '{{count}} items' };
    expect(diffLocales(enPlural, { items_other: '{{count}} 项' })).toEqual(NO_PROBLEMS);
  });

  it('reads variables with formats and spaces', () => {
    expect(variablesOf('{{ a }} {{b, number}} {{a}} {c}')).toEqual(['a', 'b']);
  });
});
