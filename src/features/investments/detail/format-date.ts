import dayjs from 'dayjs';

/** An epoch-ms date as spec §9 writes dates (YYYY-MM-DD); null (not reached yet) shows '--'. */
export const formatDate = (epochMs: number | null | undefined): string =>
  epochMs === null || epochMs === undefined ? '--' : dayjs(epochMs).format('YYYY-MM-DD');
