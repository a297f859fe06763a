import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@/lib/countries';
import { countryLabel } from '@/lib/countries';
import { countryOptions } from './country-options';
import type { TypedFieldProps } from './field-frame';
import { fiveOptionDropdown } from './select-dropdown';

export interface CountrySelectProps extends TypedFieldProps {
  /** The countries to offer, already filtered by the site's flags (see useAllowedCountries). */
  countries: readonly Country[] | undefined;
  /** ISO 3166-1 alpha-2 code of the chosen country. */
  value: string | null | undefined;
  onChange: (code: string | null) => void;
  /** Defaults to "Select a country or region". */
  placeholder?: string;
}

/**
 * Country select (spec §4 "Country select (from the country list …)", §9 five options before scrolling):
 * searchable by name, English name, ISO code or calling code; labels in the current language.
 */
export function CountrySelect(props: CountrySelectProps) {
  const { countries, value, onChange, placeholder, ...inputProps } = props;
  const { t, i18n } = useTranslation('fields');
  const language = i18n.language;

  const { data, filter } = useMemo(
    () => countryOptions(countries ?? [], (country) => countryLabel(country, language)),
    [countries, language],
  );

  return (
    <Select
      {...inputProps}
      data={data}
      value={value ?? null}
      onChange={(code) => onChange(code)}
      placeholder={placeholder ?? t('country.placeholder')}
      searchable
      filter={filter}
      allowDeselect={false}
      nothingFoundMessage={t('country.nothingFound')}
      {...fiveOptionDropdown}
    />
  );
}
