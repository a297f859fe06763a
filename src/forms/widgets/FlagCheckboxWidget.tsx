import type { WidgetProps } from '@rjsf/utils';
import { CheckboxWidget } from '@/forms/widgets/CheckboxWidget';

/**
 * A 0/1 integer flag of the contract (e.g. trustType) as a checkbox: ticked is 1, unticked 0. The theme's
 * checkbox holds booleans only, so this adapts it; use it as `'ui:widget': FlagCheckboxWidget`.
 */
export function FlagCheckboxWidget(props: WidgetProps) {
  return (
    <CheckboxWidget
      {...props}
      value={props.value === 1}
      onChange={(checked: boolean) => props.onChange(checked ? 1 : 0)}
    />
  );
}
