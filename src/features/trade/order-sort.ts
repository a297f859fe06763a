import type { TradeOrder } from '@generated/models';
import type { SortState } from '@/lib/table-sort';
import { compareDecimals } from './otc-math';

export type OrderSortKey = 'createTime' | 'price' | 'volume' | 'total';
/** What "no sort" falls back to (spec §4 table sort): newest first. */
export const DEFAULT_ORDER_SORT: SortState<OrderSortKey> = {
  key: 'createTime',
  direction: 'desc',
  fallback: true,
};

const compare = (a: TradeOrder, b: TradeOrder, key: OrderSortKey): number =>
  key === 'createTime' ? a.createTime - b.createTime : compareDecimals(a[key], b[key]);

/** The orders in the table's sort; decimals compared on big.js. */
export function sortOrders(orders: readonly TradeOrder[], sort: SortState<OrderSortKey>): TradeOrder[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...orders].sort((a, b) => sign * compare(a, b, sort.key));
}
