import { describe, expect, it } from 'vitest';
import { chooseFiat, defaultFiatFor, FALLBACK_FIATS, resolveFiatList, type FiatItem } from '@/lib/fiat-list';

const items: FiatItem[] = [
  { code: 'krw', value: 'KRW', fiat_symbol: '₩' },
  { code: 'usd', value: 'USD', fiat_symbol: '$' },
];

describe('spec §8 fiat list fallback', () => {
  it('is USD and CNY, coded in lower case like the contract (FiatCoin.code, rate keys)', () => {
    expect(FALLBACK_FIATS.map((item) => item.code)).toEqual(['usd', 'cny']);
    expect(FALLBACK_FIATS.map((item) => item.value)).toEqual(['USD', 'CNY']);
  });

  it("uses the server's items when the call succeeds", () => {
    expect(resolveFiatList({ status: 'success', items })).toBe(items);
  });

  it('falls back when the call fails or answers an empty list', () => {
    expect(resolveFiatList({ status: 'error' })).toBe(FALLBACK_FIATS);
    expect(resolveFiatList({ status: 'success', items: [] })).toBe(FALLBACK_FIATS);
  });
});

describe('spec §3/§8 choosing the fiat', () => {
  it('picks the preferred code when the list has it, ignoring case', () => {
    expect(chooseFiat(items, 'USD')).toBe(items[1]);
    expect(chooseFiat(FALLBACK_FIATS, 'cny')).toBe(FALLBACK_FIATS[1]);
  });

  it("picks the list's first item when the preferred code is absent or not given", () => {
    expect(chooseFiat(items, 'jpy')).toBe(items[0]);
    expect(chooseFiat(items)).toBe(items[0]);
    expect(chooseFiat(items, null)).toBe(items[0]);
  });

  it('picks from the fallback when the list is empty', () => {
    expect(chooseFiat([], 'cny')).toBe(FALLBACK_FIATS[1]);
  });
});

describe('spec §3 default fiat per language', () => {
  it.each([
    ['zh_CN', 'cny'],
    ['en_US', 'usd'],
    ['el_GR', 'cny'],
    ['zh_TC', 'twd'],
    ['ko_KR', 'krw'],
    ['mn_MN', 'mnt'],
    ['ru_RU', 'rub'],
    ['ja_JP', 'jpy'],
  ])('%s → %s', (language, fiat) => {
    expect(defaultFiatFor(language)).toBe(fiat);
  });

  it('has none for a language the table does not list', () => {
    expect(defaultFiatFor('fr_FR')).toBeUndefined();
  });
});
