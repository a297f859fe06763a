// Dates of the date and range pickers (spec §4, §5, §9): YYYY-MM-DD strings, reversed ranges swapped, the
// optional limit of N days either side of the start, days outside the shown month, quick ranges that start
// today, Sunday-first weeks, and the timestamps a range stands for.
import dayjs, { type ConfigType } from 'dayjs';
import type { QuickRangeKey } from './quick-ranges';

/** Spec §9: "Date format YYYY-MM-DD". */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Spec §9: "weeks start Sunday" (0 = Sunday, as dayjs and Mantine count). */
export const FIRST_DAY_OF_WEEK = 0;

export interface DateRange {
  /** YYYY-MM-DD, not after `end`. */
  start: string;
  /** YYYY-MM-DD, not before `start`. */
  end: string;
}

const DATE_STRING = /^\d{4}-\d{2}-\d{2}$/;

export const formatDate = (date: ConfigType): string => dayjs(date).format(DATE_FORMAT);

/** True for an existing calendar day written YYYY-MM-DD (so '2024-02-30' is not one). */
export function isDateString(value: unknown): value is string {
  return typeof value === 'string' && DATE_STRING.test(value) && formatDate(value) === value;
}

/** Spec §4: the range picker swaps the dates if the second is earlier. */
export function orderRange(first: string, second: string): DateRange {
  return dayjs(second).isBefore(dayjs(first), 'day')
    ? { start: second, end: first }
    : { start: first, end: second };
}

/** Whole days from `from` to `to` (negative when `to` is earlier); daylight-saving shifts do not count. */
export const daysBetween = (from: string, to: string): number => dayjs(to).diff(dayjs(from), 'day');

/** Spec §5: with a limit, only days at most `limitDays` days before or after the start can be picked. */
export const isWithinLimit = (date: string, start: string, limitDays: number): boolean =>
  Math.abs(daysBetween(start, date)) <= limitDays;

/** Spec §5: days outside the shown month cannot be picked. `shownMonth` is any day of that month. */
export const isInShownMonth = (date: string, shownMonth: string): boolean =>
  dayjs(date).isSame(dayjs(shownMonth), 'month');

/** Spec §9: timestamps (ms, local time) from the start of the first day to the end of the last. */
export function rangeTimestamps(range: DateRange): { startTime: number; endTime: number } {
  const { start, end } = orderRange(range.start, range.end);
  return { startTime: dayjs(start).startOf('day').valueOf(), endTime: dayjs(end).endOf('day').valueOf() };
}

const QUICK_RANGE_LENGTH: Record<QuickRangeKey, [number, 'day' | 'month']> = {
  week: [7, 'day'],
  month1: [1, 'month'],
  month3: [3, 'month'],
  month6: [6, 'month'],
};

/**
 * Spec §9: quick ranges start today; week = +7 days, month = +1, 3 or 6 months. A range stands for whole
 * days, first to last (rangeTimestamps), so "+7 days" is seven days counting today: today to today + 6.
 * A month is today to the day before the same date n months on (dayjs month arithmetic: 31 January + 1
 * month is the last day of February). Label and span agree: "1 week" is 7 days, never 8.
 */
export function quickRange(key: QuickRangeKey, today: ConfigType = new Date()): DateRange {
  const [amount, unit] = QUICK_RANGE_LENGTH[key];
  const start = dayjs(today).startOf('day');
  return { start: formatDate(start), end: formatDate(start.add(amount, unit).subtract(1, 'day')) };
}

/**
 * The same quick range laid back from today, for a history (it has no future): "last 7 days" is today and
 * the 6 days before, "last month" the day after the same date a month ago to today.
 */
export function pastQuickRange(key: QuickRangeKey, today: ConfigType = new Date()): DateRange {
  const [amount, unit] = QUICK_RANGE_LENGTH[key];
  const end = dayjs(today).startOf('day');
  return { start: formatDate(end.subtract(amount, unit).add(1, 'day')), end: formatDate(end) };
}

/** Calendar days a range covers, its first and last day included. */
export const daysCovered = (range: DateRange): number => Math.abs(daysBetween(range.start, range.end)) + 1;

/** Whether a whole range respects the limit of `limitDays` either side of its start. */
export const fitsLimit = (range: DateRange, limitDays: number | undefined): boolean =>
  limitDays === undefined || Math.abs(daysBetween(range.start, range.end)) <= limitDays;

/** Spec §9: the Sunday on or before `date`, whatever the dayjs locale says (zh-cn weeks start Monday). */
export const startOfWeek = (date: string): string =>
  formatDate(dayjs(date).subtract(dayjs(date).day(), 'day'));

/** The dayjs locale of an app language: zh_CN → 'zh-cn', anything else → 'en'. */
export const dayjsLocaleOf = (language: string): 'zh-cn' | 'en' => (language === 'zh_CN' ? 'zh-cn' : 'en');
