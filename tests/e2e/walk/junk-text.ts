// What a page shows when a screen reads a field the backend did not send (design.md "The contract": the
// mock's thin modes): a value printed as `undefined`, `NaN`, `Invalid Date`, `null` or `[object Object]`,
// or a translation key i18next could not find, printed as itself (`accounts.undefined`, `common:noData`).
// Pure: the page's text and the translations' key names in, the findings out.

/** What the translations know: their namespaces and the first segment of every key. */
export interface TranslationKeys {
  namespaces: ReadonlySet<string>;
  topLevelKeys: ReadonlySet<string>;
}

const VALUE_JUNK: [string, RegExp][] = [
  ['undefined', /\bundefined\b/g],
  ['NaN', /\bNaN\b/g],
  ['Invalid Date', /\bInvalid Date\b/g],
  ['null', /\bnull\b/g],
  ['[object Object]', /\[object Object\]/g],
];

// A dotted word (`accounts.undefined`, `detail.facts.yield`), or a namespaced one (`common:noData`), that is
// not part of an address (`example.com/x`, `a@b.cn`, `https://x.y`).
const DOTTED = /(?<![\w@/.:-])([A-Za-z_][\w-]*)((?:\.[\w-]+)+)(?![\w@/-])/g;
const NAMESPACED = /(?<![\w@/.:-])([A-Za-z_][\w-]*):([A-Za-z_][\w.-]*)(?![\w@/-])/g;

const CONTEXT = 30;
const around = (text: string, index: number, length: number) =>
  text
    .slice(Math.max(0, index - CONTEXT), index + length + CONTEXT)
    .replace(/\s+/g, ' ')
    .trim();

export interface Junk {
  /** What was found: the value word or the raw key. */
  found: string;
  /** The text around it, for the report. */
  near: string;
}

/** Every junk value and raw translation key in the text, in order. */
export function junkIn(text: string, keys: TranslationKeys): Junk[] {
  const found: { index: number; junk: Junk }[] = [];
  const add = (index: number, word: string) =>
    found.push({ index, junk: { found: word, near: around(text, index, word.length) } });

  for (const match of text.matchAll(DOTTED)) {
    const [word, first = ''] = match;
    if (keys.namespaces.has(first) || keys.topLevelKeys.has(first)) add(match.index, word);
  }
  for (const match of text.matchAll(NAMESPACED)) {
    const [word, namespace = ''] = match;
    if (keys.namespaces.has(namespace)) add(match.index, word);
  }
  // A value word inside a raw key (`accounts.undefined`) is that key's, found once.
  const keyRanges = found.map(({ index, junk }) => [index, index + junk.found.length] as const);
  const inKey = (index: number) => keyRanges.some(([start, end]) => index >= start && index < end);
  for (const [, pattern] of VALUE_JUNK) {
    for (const match of text.matchAll(pattern)) if (!inKey(match.index)) add(match.index, match[0]);
  }
  return found.sort((a, b) => a.index - b.index).map(({ junk }) => junk);
}

/** The namespaces and first key segments of the locales (`{ns: {key: …}}` per language). */
export function translationKeysOf(locales: Record<string, Record<string, object>>): TranslationKeys {
  const namespaces = new Set<string>();
  const topLevelKeys = new Set<string>();
  for (const byNamespace of Object.values(locales)) {
    for (const [namespace, tree] of Object.entries(byNamespace)) {
      namespaces.add(namespace);
      for (const key of Object.keys(tree)) topLevelKeys.add(key.split('.')[0]!);
    }
  }
  return { namespaces, topLevelKeys };
}
