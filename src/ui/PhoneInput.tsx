import { Group, Input, Select, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@/lib/countries';
import { countryByAreaCode, countryLabel, dialCode } from '@/lib/countries';
import type { PhoneValue } from '@/lib/phone-number';
import { digitsOnly } from '@/lib/phone-number';
import { countryOptions } from './country-options';
import type { TypedFieldProps } from './field-frame';
import { fiveOptionDropdown } from './select-dropdown';

export interface PhoneInputProps extends TypedFieldProps {
  /** The countries whose calling codes are offered (see useAllowedCountries). */
  countries: readonly Country[] | undefined;
  /** The family's body fields: calling code without "+", and the number's digits. */
  value: PhoneValue | null | undefined;
  onChange: (value: PhoneValue) => void;
  /** Id of the number box (the label points at it); the area code select gets `<id>-area`. */
  id?: string;
  /** Placeholder of the number box. */
  placeholder?: string;
  autoFocus?: boolean;
}

const AREA_SELECT_WIDTH = 112;

/**
 * Phone with area code (spec §4; §5 "Phone at least 7 digits"): a searchable select of calling codes
 * (the first country's until one is chosen) and a number box that keeps digits only.
 */
export function PhoneInput(props: PhoneInputProps) {
  const {
    countries,
    value,
    onChange,
    id = 'phone',
    label,
    description,
    placeholder,
    error,
    required,
  } = props;
  const { disabled, readOnly, autoFocus, onFocus, onBlur } = props;
  const { t, i18n } = useTranslation('fields');
  const language = i18n.language;
  // Several countries share a calling code (+1): remember which one was picked.
  const [pickedCode, setPickedCode] = useState<string | null>(null);

  const list = useMemo(() => countries ?? [], [countries]);
  const countryCode = value?.countryCode || list[0]?.areaCode || '';
  const mobileNumber = value?.mobileNumber ?? '';
  const picked = list.find((country) => country.code === pickedCode);
  const selected = picked?.areaCode === countryCode ? picked : countryByAreaCode(list, countryCode);

  const { data, byCode, filter } = useMemo(
    () => countryOptions(list, (country) => dialCode(country.areaCode)),
    [list],
  );

  const pickArea = (code: string | null) => {
    const country = code ? byCode.get(code) : undefined;
    if (!country) return;
    setPickedCode(country.code);
    onChange({ countryCode: country.areaCode, mobileNumber });
  };

  return (
    <Input.Wrapper id={id} label={label} description={description} error={error} required={required}>
      <Group gap="xs" wrap="nowrap" align="flex-start" mt={4}>
        <Select
          id={`${id}-area`}
          aria-label={t('phone.areaCode')}
          data={data}
          value={selected?.code ?? null}
          onChange={pickArea}
          searchable
          filter={filter}
          allowDeselect={false}
          nothingFoundMessage={t('phone.nothingFound')}
          renderOption={({ option }) => {
            const country = byCode.get(option.value);
            return (
              <Group gap="xs" wrap="nowrap">
                <Text span size="sm" fw={500}>
                  {option.label}
                </Text>
                <Text span size="sm" c="dimmed">
                  {country ? countryLabel(country, language) : ''}
                </Text>
              </Group>
            );
          }}
          comboboxProps={{ width: 260, position: 'bottom-start' }}
          w={AREA_SELECT_WIDTH}
          error={Boolean(error)}
          disabled={disabled}
          readOnly={readOnly}
          onFocus={onFocus}
          onBlur={onBlur}
          data-testid={`${id}-area`}
          {...fiveOptionDropdown}
        />
        <TextInput
          id={id}
          data-testid={id}
          style={{ flex: 1 }}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={mobileNumber}
          onChange={(event) => onChange({ countryCode, mobileNumber: digitsOnly(event.currentTarget.value) })}
          placeholder={placeholder ?? t('phone.placeholder')}
          error={Boolean(error)}
          disabled={disabled}
          readOnly={readOnly}
          autoFocus={autoFocus}
          required={required}
          aria-describedby={error ? `${id}-error` : undefined}
          onFocus={onFocus}
          onBlur={onBlur}
        />
      </Group>
    </Input.Wrapper>
  );
}
