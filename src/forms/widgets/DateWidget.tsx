import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { useInputProps } from '../theme/use-input-props';
import { PickerPlaceholder } from './PickerPlaceholder';

// The calendar (@mantine/dates, dayjs locales) loads with the first date field, not with every form.
const DatePicker = lazy(() => import('@/ui/DatePicker').then(({ DatePicker }) => ({ default: DatePicker })));

/**
 * `ui:widget: 'date'` (also used for any string with `format: 'date'`): the value is a YYYY-MM-DD string,
 * set when the user confirms a day. Opening the calendar counts as focus, closing it as blur.
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onFocus, onBlur } = props;
  const { label, description, placeholder, required, disabled, readOnly, error } = useInputProps(props);
  return (
    <Suspense fallback={<PickerPlaceholder label={label} placeholder={placeholder} />}>
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
    </Suspense>
  );
}
