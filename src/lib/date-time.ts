import dayjs from 'dayjs';
import { DATE_FORMAT } from './date-range';
import { EMPTY_DISPLAY } from './display-format';

/** An epoch-ms time as records show it: spec §9's date format with the time of day; '--' when absent. */
export const formatDateTime = (epochMs: number | string | null | undefined): string => {
  if (epochMs === null || epochMs === undefined || epochMs === '') return EMPTY_DISPLAY;
  const time = dayjs(typeof epochMs === 'string' && /^\d+$/.test(epochMs) ? Number(epochMs) : epochMs);
  return time.isValid() ? time.format(`${DATE_FORMAT} HH:mm:ss`) : EMPTY_DISPLAY;
};

/** A time as a date only (spec §9 "Date format YYYY-MM-DD"); '--' when absent or unreadable. */
export const formatDate = (value: number | string | null | undefined): string => {
  if (value === null || value === undefined || value === '') return EMPTY_DISPLAY;
  const time = dayjs(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return time.isValid() ? time.format(DATE_FORMAT) : EMPTY_DISPLAY;
};
