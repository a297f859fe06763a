// The calendar's stylesheet comes with its lazy chunk, not with the entry.
import '@mantine/dates/styles.css';
import { DatePicker as MantineDatePicker, type DatePickerPreset } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DateRange,
  fitsLimit,
  isDateString,
  isInShownMonth,
  isWithinLimit,
  orderRange,
  quickRange,
} from '@/lib/date-range';
import { QUICK_RANGE_KEYS, type QuickRangeKey } from '@/lib/quick-ranges';
import {
  PickerDatesProvider,
  type PickerFieldProps,
  PickerPopover,
  today,
  useCalendarAriaLabels,
} from './DatePicker';

type Draft = [string | null, string | null];

export interface DateRangePickerProps extends PickerFieldProps {
  /** The committed range (YYYY-MM-DD, start not after end), or null. */
  value: DateRange | null;
  /** Called on confirm with the chosen range, earlier day first. */
  onChange: (value: DateRange) => void;
  /** Spec §5: once a start is picked, only days at most this many days before or after it can be picked. */
  limitDays?: number;
  /** Quick-range buttons to offer (default all: week, 1, 3 and 6 months from today); [] shows none.
   * A quick range longer than `limitDays` is not offered. */
  quickRanges?: readonly QuickRangeKey[];
}

const isRange = (value: DateRange | null): value is DateRange =>
  value !== null && isDateString(value.start) && isDateString(value.end);

/**
 * Spec §4, §5, §9: pick a range of days. Confirm stays disabled until both ends are chosen; a second day
 * earlier than the first swaps them; the optional limit disables days too far from the picked start; days
 * outside the shown month cannot be picked; quick ranges start today; weeks start Sunday. One day twice
 * is a valid one-day range.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { value, onChange, limitDays, quickRanges = QUICK_RANGE_KEYS, ...field } = props;
  const { t } = useTranslation('pickers');
  const ariaLabels = useCalendarAriaLabels();
  const committed = isRange(value) ? value : null;
  const [draft, setDraft] = useState<Draft>(committed ? [committed.start, committed.end] : [null, null]);
  const [shown, setShown] = useState<string>(committed?.start ?? today());

  const [first, second] = draft;
  const pendingStart = first !== null && second === null ? first : null;
  const isExcluded = (day: string) =>
    !isInShownMonth(day, shown) ||
    (pendingStart !== null && limitDays !== undefined && !isWithinLimit(day, pendingStart, limitDays));

  const handleChange = ([a, b]: Draft) => {
    if (a !== null && b !== null) {
      const ordered = orderRange(a, b);
      setDraft([ordered.start, ordered.end]);
    } else {
      setDraft([a, b]);
    }
  };

  const presets: DatePickerPreset<'range'>[] = quickRanges
    .map((key) => ({ key, range: quickRange(key) }))
    .filter(({ range }) => fitsLimit(range, limitDays))
    .map(({ key, range }) => ({ value: [range.start, range.end], label: t(`quick.${key}`) }));

  return (
    <PickerPopover
      {...field}
      placeholder={field.placeholder ?? t('range.placeholder')}
      display={committed && t('range.value', { start: committed.start, end: committed.end })}
      canConfirm={first !== null && second !== null}
      onConfirm={() => {
        if (first !== null && second !== null) onChange(orderRange(first, second));
      }}
      onStart={() => {
        setDraft(committed ? [committed.start, committed.end] : [null, null]);
        setShown(committed?.start ?? today());
      }}
      confirmLabel={t('range.confirm')}
    >
      <PickerDatesProvider>
        <MantineDatePicker
          type="range"
          allowSingleDateInRange
          value={draft}
          onChange={handleChange}
          date={shown}
          onDateChange={setShown}
          excludeDate={isExcluded}
          presets={presets.length > 0 ? presets : undefined}
          ariaLabels={ariaLabels}
        />
      </PickerDatesProvider>
    </PickerPopover>
  );
}
