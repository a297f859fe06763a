import type { WidgetProps } from '@rjsf/utils';
import { CountrySelect } from '@/ui/CountrySelect';
import { useAllowedCountries } from '@/forms/connected/use-allowed-countries';
import { useInputProps } from '../theme/use-input-props';

/** ui:widget "country": the ISO code of a country from the list, honouring the site's allow/limit flags. */
export function CountryWidget(props: WidgetProps) {
  const { value: _value, onChange: _onChange, ...inputProps } = useInputProps(props);
  const countries = useAllowedCountries();
  return (
    <CountrySelect
      {...inputProps}
      countries={countries}
      value={typeof props.value === 'string' ? props.value : null}
      onChange={(code) => props.onChange(code ?? props.options.emptyValue)}
    />
  );
}
