// The history filter (spec §9 "History shows latest 30 records, at most 3 months"; quick ranges): what the
// screen holds and the listTransactions request it stands for.
import dayjs from 'dayjs';
import type { TransactionListRequest } from '@generated/models';
import { type DateRange, rangeTimestamps } from '@/lib/date-range';
import type { QuickRangeKey } from '@/lib/quick-ranges';

export interface HistoryFilter {
  /** A getTransactionScenes key, or null for every type. */
  scene: string | null;
  /** The chosen days, or null for the default view: the latest records. */
  range: DateRange | null;
}

export const NO_FILTER: HistoryFilter = { scene: null, range: null };

/** Spec §9: a range covers at most 3 months. */
export const MAX_RANGE_MONTHS = 3;

/** Quick ranges the history offers: the 6-month one is longer than a range may be. */
export const HISTORY_QUICK_RANGES = ['week', 'month1', 'month3'] as const satisfies readonly QuickRangeKey[];

/** True when the range's last day is at most 3 calendar months after its first. */
export const isRangeAllowed = (range: DateRange): boolean =>
  !dayjs(range.end).isAfter(dayjs(range.start).add(MAX_RANGE_MONTHS, 'month'), 'day');

/** A quick range of the history ends today (spec §9 quick ranges, laid back: the history has no future). */
export { pastQuickRange } from '@/lib/date-range';

/** The request of one page: no times for the default view (the server's latest 30), else the range's. */
export function historyRequest(
  filter: HistoryFilter,
  paging: Pick<TransactionListRequest, 'page' | 'pageSize'>,
): TransactionListRequest {
  return {
    ...paging,
    ...(filter.scene ? { transactionScene: filter.scene } : {}),
    ...(filter.range ? rangeTimestamps(filter.range) : {}),
  };
}
