import type { WidgetProps } from '@rjsf/utils';
import { DatePicker } from '@/ui/DatePicker';
import { useInputProps } from '../theme/use-input-props';

/**
 * `ui:widget: 'date'` (also used for any string with `format: 'date'`): the value is a YYYY-MM-DD string,
 * set when the user confirms a day. Opening the calendar counts as focus, closing it as blur.
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onFocus, onBlur } = props;
  const { label, description, placeholder, required, disabled, readOnly, error } = useInputProps(props);
  return (
    <DatePicker
      id={id}
      data-testid={id}
      label={label}
      description={description}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      error={error}
      value={typeof value === 'string' ? value : null}
      onChange={onChange}
      onOpen={() => onFocus(id, value)}
      onClose={() => onBlur(id, value)}
    />
  );
}
