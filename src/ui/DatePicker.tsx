// The single date picker (spec §5: "confirm is disabled until a date is chosen"), plus the pieces the range
// picker shares with it: the field that opens the calendar with a confirm button, and the calendar settings
// (current language's dayjs locale, Sunday-first weeks, translated navigation labels).
// The calendar's stylesheet comes with its lazy chunk, not with the entry.
import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import { Button, Group, Input, InputBase, Popover, Stack } from '@mantine/core';
import {
  type CalendarAriaLabels,
  DatePicker as MantineDatePicker,
  DatesProvider,
  type DatesProviderSettings,
} from '@mantine/dates';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldFrameProps } from './field-frame';
import { FIRST_DAY_OF_WEEK, dayjsLocaleOf, formatDate, isDateString, isInShownMonth } from '@/lib/date-range';

/** What a picker field shows around its calendar (labels and errors already translated). */
export interface PickerFieldProps extends FieldFrameProps {
  /** The calendar opened (a form treats it as focus). */
  onOpen?: () => void;
  /** The calendar closed, confirmed or dismissed (a form treats it as blur). */
  onClose?: () => void;
  'data-testid'?: string;
}

interface PickerPopoverProps extends PickerFieldProps {
  /** The committed value as text, or null to show the placeholder. */
  display: string | null;
  canConfirm: boolean;
  onConfirm: () => void;
  /** Called just before the calendar opens, to start a fresh draft from the committed value. */
  onStart: () => void;
  confirmLabel: string;
  children: ReactNode;
}

/** A field that opens a calendar; the value changes only on confirm (Escape or a click outside discards). */
export function PickerPopover(props: PickerPopoverProps) {
  const { display, canConfirm, onConfirm, onStart, confirmLabel, children, onOpen, onClose } = props;
  const { id, label, description, error, placeholder, required, disabled, readOnly } = props;
  const testId = props['data-testid'];
  const [opened, setOpened] = useState(false);
  const open = () => {
    if (disabled || readOnly) return;
    onStart();
    setOpened(true);
    onOpen?.();
  };
  const close = () => {
    setOpened(false);
    onClose?.();
  };
  const confirm = () => {
    onConfirm();
    close();
  };
  return (
    <Popover
      id={id}
      opened={opened}
      onDismiss={close}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          id={id}
          label={label}
          description={description}
          error={error}
          required={required}
          disabled={disabled}
          aria-haspopup="dialog"
          aria-expanded={opened}
          data-testid={testId}
          onClick={() => (opened ? close() : open())}
        >
          {display ?? <Input.Placeholder c="dimmed">{placeholder}</Input.Placeholder>}
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end">
            <Button
              size="xs"
              disabled={!canConfirm}
              onClick={confirm}
              data-testid={testId && `${testId}-confirm`}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** dayjs locale of the current language and Sunday-first weeks (spec §9) for the calendars inside. */
export function PickerDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation('pickers');
  const locale = dayjsLocaleOf(i18n.language);
  const settings = useMemo<DatesProviderSettings>(
    () => ({ locale, firstDayOfWeek: FIRST_DAY_OF_WEEK }),
    [locale],
  );
  return <DatesProvider settings={settings}>{children}</DatesProvider>;
}

/** Translated labels of the calendar's navigation buttons. */
export function useCalendarAriaLabels(): CalendarAriaLabels {
  const { t } = useTranslation('pickers');
  return {
    previousMonth: t('calendar.previousMonth'),
    nextMonth: t('calendar.nextMonth'),
    previousYear: t('calendar.previousYear'),
    nextYear: t('calendar.nextYear'),
    previousDecade: t('calendar.previousDecade'),
    nextDecade: t('calendar.nextDecade'),
    monthLevelControl: t('calendar.monthLevelControl'),
    yearLevelControl: t('calendar.yearLevelControl'),
  };
}

export const today = (): string => formatDate(new Date());

export interface DatePickerProps extends PickerFieldProps {
  /** YYYY-MM-DD, or null when nothing is chosen. */
  value: string | null;
  /** Called on confirm with the chosen day (YYYY-MM-DD). */
  onChange: (value: string) => void;
}

/** Spec §5: pick one day (YYYY-MM-DD); confirm stays disabled until a day is chosen. */
export function DatePicker({ value, onChange, ...field }: DatePickerProps) {
  const { t } = useTranslation('pickers');
  const ariaLabels = useCalendarAriaLabels();
  const committed = isDateString(value) ? value : null;
  const [draft, setDraft] = useState<string | null>(committed);
  const [shown, setShown] = useState<string>(committed ?? today());
  return (
    <PickerPopover
      {...field}
      placeholder={field.placeholder ?? t('date.placeholder')}
      display={committed}
      canConfirm={draft !== null}
      onConfirm={() => {
        if (draft !== null) onChange(draft);
      }}
      onStart={() => {
        setDraft(committed);
        setShown(committed ?? today());
      }}
      confirmLabel={t('date.confirm')}
    >
      <PickerDatesProvider>
        <MantineDatePicker
          value={draft}
          onChange={setDraft}
          date={shown}
          onDateChange={setShown}
          excludeDate={(day) => !isInShownMonth(day, shown)}
          ariaLabels={ariaLabels}
        />
      </PickerDatesProvider>
    </PickerPopover>
  );
}
