import type { FieldProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '@/lib/date-range';
import { QUICK_RANGE_KEYS, type QuickRangeKey } from '@/lib/quick-ranges';
import { lazy, Suspense } from 'react';
import { useVisibleError } from '../form-state';
import { PickerPlaceholder } from './PickerPlaceholder';

// The calendar (@mantine/dates, dayjs locales) loads with the first date field, not with every form.
const DateRangePicker = lazy(() =>
  import('@/ui/DateRangePicker').then(({ DateRangePicker }) => ({ default: DateRangePicker })),
);

const isQuickRangeKey = (key: unknown): key is QuickRangeKey =>
  (QUICK_RANGE_KEYS as readonly unknown[]).includes(key);

/** ui:options quickRanges: true or absent → all; false → none; an array → those keys. */
function quickRangesOption(option: unknown): readonly QuickRangeKey[] {
  if (option === false) return [];
  if (Array.isArray(option)) return option.filter(isQuickRangeKey);
  return QUICK_RANGE_KEYS;
}

const asRange = (data: unknown): DateRange | null => {
  const { start, end } = (data ?? {}) as Partial<DateRange>;
  return typeof start === 'string' && typeof end === 'string' ? { start, end } : null;
};

/**
 * The `dateRange` field: an object `{ start, end }` of YYYY-MM-DD strings. rjsf only uses widgets for
 * primitive values, so this is a field (`ui:field: 'dateRange'` once the theme registers pickersFields,
 * or `ui:field: DateRangeField`). ui:options: `limitDays` (number) and `quickRanges` (see above).
 * Errors of start/end show here; errors of the object itself show through the FieldTemplate.
 */
export function DateRangeField(props: FieldProps) {
  const { fieldPathId, formData, schema, uiSchema, errorSchema, name, title } = props;
  const { onChange, onFocus, onBlur, required, disabled, readonly, hideError } = props;
  const { t } = useTranslation('forms');
  const id = fieldPathId.$id;
  const options = getUiOptions(uiSchema);
  const labelKey = options.title ?? title ?? schema.title ?? name;
  const descriptionKey = options.description ?? schema.description;
  const childErrors = [...(errorSchema?.start?.__errors ?? []), ...(errorSchema?.end?.__errors ?? [])];
  const error = useVisibleError(id, childErrors, hideError);
  const value = asRange(formData);
  const label = options.label === false || !labelKey ? undefined : t(labelKey);
  const placeholder = typeof options.placeholder === 'string' ? t(options.placeholder) : undefined;
  return (
    <Suspense fallback={<PickerPlaceholder label={label} placeholder={placeholder} />}>
      <DateRangePicker
        id={id}
        data-testid={id}
        label={label}
        description={descriptionKey ? t(descriptionKey) : undefined}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        error={error}
        value={value}
        limitDays={typeof options.limitDays === 'number' ? options.limitDays : undefined}
        quickRanges={quickRangesOption(options.quickRanges)}
        onChange={(range) => onChange(range, fieldPathId.path)}
        onOpen={() => onFocus(id, value)}
        onClose={() => onBlur(id, value)}
      />
    </Suspense>
  );
}
