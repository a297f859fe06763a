import Big from 'big.js';
import type { AssetRow } from '@generated/models';

export interface AllocationSlice {
  name: string;
  /** Share of the account's value, in percent (display only: the amounts themselves stay decimals). */
  percent: number;
}

/** Rows shown by name; the rest are summed into "others" so the chart stays readable. */
const NAMED = 6;

/**
 * Each asset's share of the account's value (valuations in BTC, big.js), largest first, the small ones
 * summed under `othersName`; empty when the account is worth nothing.
 */
export function allocationOf(rows: readonly AssetRow[], othersName: string): AllocationSlice[] {
  // A row without a valuation has no share to show (not a zero one): it stays out of the chart.
  const valued = rows.flatMap((row) =>
    row.valuation === undefined ? [] : [{ row, value: new Big(row.valuation) }],
  );
  const total = valued.reduce((sum, { value }) => sum.plus(value), new Big(0));
  if (total.eq(0)) return [];
  const shares = valued
    .filter(({ value }) => value.gt(0))
    .map(({ row, value }) => ({ name: row.coinSymbol, share: value.div(total).times(100) }))
    .sort((a, b) => b.share.cmp(a.share));
  const named = shares.slice(0, NAMED);
  const rest = shares.slice(NAMED).reduce((sum, slice) => sum.plus(slice.share), new Big(0));
  const slices = named.map((slice) => ({ name: slice.name, percent: Number(slice.share.toFixed(2)) }));
  return rest.gt(0) ? [...slices, { name: othersName, percent: Number(rest.toFixed(2)) }] : slices;
}
