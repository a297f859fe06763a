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

// An order the answer sent without the sorted field ranks below every order that has it.
const compare = (a: TradeOrder, b: TradeOrder, key: OrderSortKey): number => {
  const left = a[key];
  const right = b[key];
  if (left === undefined || right === undefined)
    return (left === undefined ? 0 : 1) - (right === undefined ? 0 : 1);
  return typeof left === 'number' && typeof right === 'number'
    ? left - right
    : compareDecimals(String(left), String(right));
};

/** The orders in the table's sort; decimals compared on big.js. */
export function sortOrders(orders: readonly TradeOrder[], sort: SortState<OrderSortKey>): TradeOrder[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...orders].sort((a, b) => sign * compare(a, b, sort.key));
}
