// The fiat currency list behind the assets valuation (spec §3 "Assets state", §8 fallback).
import type { FiatCoin } from '@generated/models';

export type FiatItem = FiatCoin;

export type FiatListResult = { status: 'success'; items: readonly FiatItem[] } | { status: 'error' };

/**
 * spec §8: if the fiat call fails, the list is USD and CNY. Codes are lower case like the contract's
 * FiatCoin codes and rate keys, so the rate of a fallback fiat is found and the rate call is valid.
 */
export const FALLBACK_FIATS: readonly FiatItem[] = [
  { code: 'usd', value: 'USD', fiat_symbol: '$' },
  { code: 'cny', value: 'CNY', fiat_symbol: '¥' },
];

/** spec §3: default fiat per language. */
export const DEFAULT_FIAT_BY_LANGUAGE: Readonly<Record<string, string>> = {
  zh_CN: 'cny',
  en_US: 'usd',
  el_GR: 'cny',
  zh_TC: 'twd',
  ko_KR: 'krw',
  mn_MN: 'mnt',
  ru_RU: 'rub',
  ja_JP: 'jpy',
};

/** The list to offer: the server's items, or the fallback when the call failed or returned none. */
export function resolveFiatList(result: FiatListResult): readonly FiatItem[] {
  return result.status === 'success' && result.items.length > 0 ? result.items : FALLBACK_FIATS;
}

/** The preferred fiat if the list has it (codes compared case-insensitively), else the list's first. */
export function chooseFiat(list: readonly FiatItem[], preferred?: string | null): FiatItem {
  const candidates = list.length > 0 ? list : FALLBACK_FIATS;
  const wanted = preferred?.toLowerCase();
  return candidates.find((item) => item.code.toLowerCase() === wanted) ?? candidates[0]!;
}

/** The default fiat code for a language, or undefined for a language the table does not list. */
export function defaultFiatFor(language: string): string | undefined {
  return DEFAULT_FIAT_BY_LANGUAGE[language];
}
