import dayjs from 'dayjs';
import { DATE_FORMAT } from './date-range';

/** An epoch-ms time as records show it: spec §9's date format with the time of day. */
export const formatDateTime = (epochMs: number): string => dayjs(epochMs).format(`${DATE_FORMAT} HH:mm:ss`);
