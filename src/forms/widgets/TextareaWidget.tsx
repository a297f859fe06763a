import type { WidgetProps } from '@rjsf/utils';
import { CountedTextarea } from '@/ui/CountedTextarea';
import { useInputProps } from '../theme/use-input-props';

/**
 * ui:widget "textarea": truncates at ui:options maxLength (else the schema's maxLength) and, with
 * ui:options showCount, shows n/max (spec §5). ui:options rows sets the height (default 3).
 */
export function TextareaWidget(props: WidgetProps) {
  const { value: _v, onChange: _c, onFocus: _f, onBlur: _b, ...inputProps } = useInputProps(props);
  const { options, schema } = props;
  const maxLength =
    typeof options.maxLength === 'number'
      ? options.maxLength
      : typeof schema.maxLength === 'number'
        ? schema.maxLength
        : undefined;
  const rows = typeof options.rows === 'number' ? options.rows : 3;
  return (
    <CountedTextarea
      {...inputProps}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(text) => props.onChange(text === '' ? options.emptyValue : text)}
      onFocus={(event) => props.onFocus(props.id, event.target.value)}
      onBlur={(event) => props.onBlur(props.id, event.target.value)}
      maxLength={maxLength}
      showCount={options.showCount === true}
      rows={rows}
    />
  );
}
