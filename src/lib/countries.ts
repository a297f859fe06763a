// The country list as the country select and the phone area codes show it (spec §3 "Country list",
// §6 "Site flags restrict … country allow/limit lists").
import type { Country, PublicInfo } from '@generated/models';

export type { Country };

/** The public-info fields that restrict the country list. */
export type CountryRestriction = Partial<
  Pick<PublicInfo, 'restrictionType' | 'allowCountryList' | 'limitCountryList'>
>;

/** restrictionType "1" (the default, spec §3): the limit list is excluded. */
export const RESTRICTION_EXCLUDE_LIMITED = '1';
/** restrictionType "2": only the allow list is offered. */
export const RESTRICTION_ONLY_ALLOWED = '2';

const normalizeCodes = (codes: readonly string[] | undefined): Set<string> =>
  new Set((codes ?? []).map((code) => code.trim().toUpperCase()));

/**
 * Our reading of the flags (the spec names them only): restrictionType "2" offers only the countries of
 * allowCountryList (an empty allow list offers none); any other value, "1" by default, offers every
 * country except those of limitCountryList. Codes compare case-insensitively; the order is kept.
 */
export function filterCountries(
  countries: readonly Country[],
  restriction: CountryRestriction | undefined,
): Country[] {
  if (!restriction) return [...countries];
  if (restriction.restrictionType === RESTRICTION_ONLY_ALLOWED) {
    const allowed = normalizeCodes(restriction.allowCountryList);
    return countries.filter((country) => allowed.has(country.code.toUpperCase()));
  }
  const limited = normalizeCodes(restriction.limitCountryList);
  return countries.filter((country) => !limited.has(country.code.toUpperCase()));
}

/** The name to show: the English name in en_US when the list carries one, else `name` (which the server
 * answers in the request language). */
export function countryLabel(country: Country, language: string): string {
  if (language.startsWith('en') && country.enName) return country.enName;
  return country.name;
}

/** "+86" for a calling code without "+". */
export const dialCode = (areaCode: string): string => `+${areaCode}`;

/**
 * Search: the query (trimmed, case-insensitive) is part of the name, the English name, the ISO code or
 * the calling code (with or without "+"). An empty query matches everything.
 */
export function matchesCountry(country: Country, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const haystacks = [country.name, country.enName ?? '', country.code, dialCode(country.areaCode)];
  return haystacks.some((text) => text.toLowerCase().includes(needle));
}

/** The first country with this calling code (several share one, e.g. +1). */
export const countryByAreaCode = (countries: readonly Country[], areaCode: string): Country | undefined =>
  countries.find((country) => country.areaCode === areaCode);
