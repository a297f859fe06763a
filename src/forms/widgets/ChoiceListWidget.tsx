// A field whose choices the screen gives (not the schema's enum): the data schema stays one for every
// screen, so one precompiled validator serves it, while the options follow data the screen has (a
// coin's networks from the market).
import { Select } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { fiveOptionDropdown } from '@/ui/select-dropdown';
import { useInputProps } from '../theme/use-input-props';

/** One choice: its value is sent as is and shown as is (a chainName names itself, spec §3). */
export interface ListedChoice {
  value: string;
  label: string;
}

/** ui:widget "choiceList": a Select of `ui:options.choices` (ListedChoice[]). */
export function ChoiceListWidget(props: WidgetProps) {
  const { value: _v, onChange: _c, onFocus: _f, onBlur: _b, ...inputProps } = useInputProps(props);
  const { id, value, options, onChange, onFocus, onBlur } = props;
  const choices = (options.choices ?? []) as ListedChoice[];
  return (
    <Select
      {...inputProps}
      data={choices}
      value={typeof value === 'string' && value !== '' ? value : null}
      onChange={(next) => onChange(next ?? options.emptyValue)}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
      allowDeselect={false}
      {...fiveOptionDropdown}
    />
  );
}
