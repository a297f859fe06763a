import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import type { Country } from '@/lib/countries';
import { matchesCountry } from '@/lib/countries';

/**
 * A searchable select's options for countries: one item a country (its value the ISO code, its label from
 * `labelOf`), found by name, English name, ISO code or calling code whatever the label shows.
 */
export function countryOptions(countries: readonly Country[], labelOf: (country: Country) => string) {
  const byCode = new Map(countries.map((country) => [country.code, country]));
  const data: ComboboxItem[] = countries.map((country) => ({ value: country.code, label: labelOf(country) }));
  const filter: OptionsFilter = ({ options, search }) =>
    options.filter((option) => {
      const country = 'value' in option ? byCode.get(option.value) : undefined;
      return country ? matchesCountry(country, search) : false;
    });
  return { data, byCode, filter };
}
