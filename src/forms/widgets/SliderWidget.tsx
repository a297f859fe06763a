import type { WidgetProps } from '@rjsf/utils';
import { PercentSlider } from '@/ui/PercentSlider';
import { useInputProps } from '../theme/use-input-props';

/** `ui:widget: 'slider'` on a number or integer field: a percentage clamped to 0–100 (spec §5, §9). */
export function SliderWidget(props: WidgetProps) {
  const { id, value, onChange, onFocus, onBlur } = props;
  const { label, description, required, disabled, readOnly, error } = useInputProps(props);
  const numeric = typeof value === 'number' ? value : Number(value ?? 0);
  return (
    <PercentSlider
      id={id}
      data-testid={id}
      label={label}
      description={description}
      required={required}
      disabled={disabled || readOnly}
      error={error}
      value={numeric}
      onChange={onChange}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
