import dayjs from 'dayjs';

/** An epoch-ms time as the records show it: spec §9's date format with the time of day. */
export const formatTime = (epochMs: number): string => dayjs(epochMs).format('YYYY-MM-DD HH:mm:ss');
