// The quick ranges a date range offers (spec §9), apart from the date arithmetic of date-range.ts: a form
// that only names them loads no date library.
export const QUICK_RANGE_KEYS = ['week', 'month1', 'month3', 'month6'] as const;
export type QuickRangeKey = (typeof QUICK_RANGE_KEYS)[number];
