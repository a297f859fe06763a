import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Country } from '@/lib/countries';
import { countryByAreaCode, countryLabel, dialCode, filterCountries, matchesCountry } from '@/lib/countries';

const RUNS = { numRuns: 1000 };

const WORLD: Country[] = [
  { code: 'CN', areaCode: '86', name: '中国', enName: 'China' },
  { code: 'US', areaCode: '1', name: '美国', enName: 'United States' },
  { code: 'CA', areaCode: '1', name: '加拿大', enName: 'Canada' },
  { code: 'JP', areaCode: '81', name: '日本', enName: 'Japan' },
  { code: 'KP', areaCode: '850', name: '朝鲜', enName: 'North Korea' },
  { code: 'IR', areaCode: '98', name: '伊朗', enName: 'Iran' },
  { code: 'SG', areaCode: '65', name: '新加坡' },
];
const CODES = WORLD.map((country) => country.code);

// Oracle from our reading of spec §3/§6 (documented in countries.ts): type "2" offers only the allow
// list; anything else excludes the limit list. Codes compare ignoring case.
function oracleOffered(
  country: Country,
  type: string | undefined,
  allow: string[],
  limit: string[],
): boolean {
  const has = (list: string[]) => list.some((code) => code.toUpperCase() === country.code);
  return type === '2' ? has(allow) : !has(limit);
}

const codeList = fc.array(fc.constantFrom(...CODES, ...CODES.map((code) => code.toLowerCase()), 'XX'), {
  maxLength: 6,
});
const countryList = fc.subarray(WORLD);

describe('spec §6 country allow/limit lists (property)', () => {
  it('offers exactly the countries the flags allow, in the list order', () => {
    fc.assert(
      fc.property(
        countryList,
        fc.constantFrom('1', '2', '', '3', undefined),
        codeList,
        codeList,
        (countries, restrictionType, allowCountryList, limitCountryList) => {
          const result = filterCountries(countries, { restrictionType, allowCountryList, limitCountryList });
          expect(result).toEqual(
            countries.filter((c) => oracleOffered(c, restrictionType, allowCountryList, limitCountryList)),
          );
        },
      ),
      RUNS,
    );
  });
});

describe('spec §6 country flags: named cases', () => {
  it('restrictionType "1" (the default) leaves out the limit list and ignores the allow list', () => {
    const result = filterCountries(WORLD, {
      restrictionType: '1',
      limitCountryList: ['US', 'KP', 'IR'],
      allowCountryList: ['CN'],
    });
    expect(result.map((c) => c.code)).toEqual(['CN', 'CA', 'JP', 'SG']);
  });

  it('restrictionType "2" offers only the allow list', () => {
    const result = filterCountries(WORLD, {
      restrictionType: '2',
      limitCountryList: ['CN'],
      allowCountryList: ['cn', 'SG'],
    });
    expect(result.map((c) => c.code)).toEqual(['CN', 'SG']);
  });

  it('restrictionType "2" with an empty allow list offers nothing', () => {
    expect(filterCountries(WORLD, { restrictionType: '2', allowCountryList: [] })).toEqual([]);
  });

  it('without public info, offers the whole list', () => {
    expect(filterCountries(WORLD, undefined)).toEqual(WORLD);
  });
});

describe('country labels and search', () => {
  it('labels by the current language: English name in en_US when present, else the name', () => {
    expect(countryLabel(WORLD[0]!, 'en_US')).toBe('China');
    expect(countryLabel(WORLD[0]!, 'zh_CN')).toBe('中国');
    expect(countryLabel(WORLD[6]!, 'en_US')).toBe('新加坡');
  });

  it('finds a country by name, English name, ISO code or calling code, ignoring case', () => {
    const china = WORLD[0]!;
    for (const query of ['中', 'chi', 'CHINA', 'cn', '+86', '86', '  china ', '']) {
      expect(matchesCountry(china, query)).toBe(true);
    }
    for (const query of ['japan', '+81', 'zz']) expect(matchesCountry(china, query)).toBe(false);
  });

  it('search is a substring test of the listed texts (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WORLD), fc.string({ maxLength: 4 }), (country, query) => {
        const needle = query.trim().toLowerCase();
        const texts = [country.name, country.enName ?? '', country.code, `+${country.areaCode}`];
        const expected = texts.some((t) => t.toLowerCase().includes(needle));
        expect(matchesCountry(country, query)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('shows calling codes with "+" and finds the first country of a shared one', () => {
    expect(dialCode('86')).toBe('+86');
    expect(countryByAreaCode(WORLD, '1')?.code).toBe('US');
    expect(countryByAreaCode(WORLD, '999')).toBeUndefined();
  });
});
