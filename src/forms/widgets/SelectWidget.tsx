// rjsf's own SelectWidget is a bare <select>: no label, no error, option labels not translated.
import { Select } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { fiveOptionDropdown } from '@/ui/select-dropdown';
import { useInputProps } from '../theme/use-input-props';

/** Searchable from this many options on (the 55 business types of corporate KYC, say). */
const SEARCHABLE_FROM = 8;

/**
 * Enum fields (string/number/boolean with `enum`, or `oneOf` of consts): a Mantine Select. With
 * `ui:enumNames`, option labels are i18n keys translated here; without, the raw values are shown.
 * Options are keyed by index so that non-string values survive (rjsf's own encoding).
 */
export function SelectWidget(props: WidgetProps) {
  const { value: _v, onChange: _c, onFocus: _f, onBlur: _b, ...inputProps } = useInputProps(props);
  const { id, value, options, uiSchema, onChange, onFocus, onBlur } = props;
  const { t } = useTranslation('forms');
  const enumOptions = options.enumOptions ?? [];
  const translateLabels = uiSchema?.['ui:enumNames'] !== undefined;
  const data = enumOptions.map((option, index) => ({
    value: String(index),
    label: translateLabels ? t(option.label) : option.label,
    disabled: Array.isArray(options.enumDisabled) && options.enumDisabled.includes(option.value),
  }));
  const selected = enumOptionsIndexForValue(value, enumOptions);

  return (
    <Select
      {...inputProps}
      data={data}
      value={typeof selected === 'string' ? selected : null}
      onChange={(index) =>
        onChange(
          index === null
            ? options.emptyValue
            : enumOptionsValueForIndex(index, enumOptions, options.emptyValue),
        )
      }
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
      searchable={enumOptions.length >= SEARCHABLE_FROM}
      allowDeselect={false}
      {...fiveOptionDropdown}
    />
  );
}
