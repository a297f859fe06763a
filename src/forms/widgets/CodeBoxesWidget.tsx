import type { WidgetProps } from '@rjsf/utils';
import { DEFAULT_CODE_LENGTH } from '@/lib/code-boxes';
import { CodeBoxes } from '@/ui/CodeBoxes';
import { useInputProps } from '../theme/use-input-props';

/** The box count from `ui:options: { length }` (a positive integer), else the spec §5 default of 6. */
export function codeLengthOption(options: WidgetProps['options']): number {
  const { length } = options;
  return typeof length === 'number' && Number.isInteger(length) && length > 0 ? length : DEFAULT_CODE_LENGTH;
}

/** `ui:widget: 'code'`: a code typed into one box per digit (src/ui/CodeBoxes). ui:options: `length`. */
export function CodeBoxesWidget(props: WidgetProps) {
  const { id, options, onChange, onFocus, onBlur } = props;
  const { label, description, error, required, disabled, readOnly, autoFocus, name, value } =
    useInputProps(props);
  return (
    <CodeBoxes
      id={id}
      name={name}
      data-testid={id}
      length={codeLengthOption(options)}
      value={value}
      label={label}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      autoFocus={autoFocus}
      onChange={(code) => onChange(code === '' ? options.emptyValue : code)}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
