import { formatDateTime } from '@/lib/date-time';

/** An epoch-ms time as the records show it: spec §9's date format with the time of day; '--' when absent. */
export const formatTime = (epochMs: number | undefined): string => formatDateTime(epochMs);
