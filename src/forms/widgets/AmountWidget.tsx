import type { WidgetProps } from '@rjsf/utils';
import { AmountInput } from '@/ui/AmountInput';
import { useInputProps } from '../theme/use-input-props';

/** Decimal places kept when the ui schema gives no `precision` (crypto amounts: 8). */
export const DEFAULT_AMOUNT_PRECISION = 8;

/**
 * `ui:widget: 'amount'` on a string field (spec §5 amount input helper). ui:options: `precision` (decimal
 * places, default 8; 0 for whole numbers) and `available` (string or number: shows a Max button filling it).
 */
export function AmountWidget(props: WidgetProps) {
  const { options, onChange } = props;
  const { onChange: _fromEvent, value, ...inputProps } = useInputProps(props);
  const precision = typeof options.precision === 'number' ? options.precision : DEFAULT_AMOUNT_PRECISION;
  const available =
    typeof options.available === 'string' || typeof options.available === 'number'
      ? String(options.available)
      : undefined;
  return (
    <AmountInput
      {...inputProps}
      value={value}
      precision={precision}
      available={available}
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
    />
  );
}
