import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { PhoneValue } from '@/lib/phone-number';
import { formatPhoneValue, parsePhoneValue } from '@/lib/phone-number';
import { PhoneInput } from '@/ui/PhoneInput';
import { useAllowedCountries } from '@/forms/connected/use-allowed-countries';
import { useInputProps } from '../theme/use-input-props';

/**
 * ui:widget "phone" on a string field holding "+<countryCode> <mobileNumber>" (rjsf widgets hold one
 * value); parsePhoneValue splits it into the family's two body fields. Validate it with
 * `pattern: PHONE_VALUE_PATTERN` (spec §5: at least 7 digits). Empty while no number is typed.
 */
export function PhoneWidget(props: WidgetProps) {
  const {
    id,
    label,
    description,
    placeholder,
    error,
    required,
    disabled,
    readOnly,
    autoFocus,
    onFocus,
    onBlur,
  } = useInputProps(props);
  const countries = useAllowedCountries();
  const parsed = parsePhoneValue(typeof props.value === 'string' ? props.value : undefined);
  // The area code chosen before a number is typed (the field itself is still empty then).
  const [areaCode, setAreaCode] = useState(parsed?.countryCode ?? '');
  const value: PhoneValue = {
    countryCode: parsed?.countryCode ?? areaCode,
    mobileNumber: parsed?.mobileNumber ?? '',
  };

  return (
    <PhoneInput
      countries={countries}
      value={value}
      onChange={(next) => {
        setAreaCode(next.countryCode);
        props.onChange(formatPhoneValue(next) || props.options.emptyValue);
      }}
      {...{ id, label, description, placeholder, error, required, disabled, readOnly, autoFocus }}
      onFocus={onFocus}
      onBlur={onBlur}
    />
  );
}
