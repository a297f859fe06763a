import Big from 'big.js';
import type { AssetRow } from '@generated/models';
import type { SortState } from '@/lib/table-sort';

export type AssetSortKey = 'coinSymbol' | 'total' | 'available' | 'frozen' | 'valuation';

/** What "no sort" falls back to (spec §4 table sort): the largest holdings first. */
export const DEFAULT_ASSET_SORT: SortState<AssetSortKey> = {
  key: 'valuation',
  direction: 'desc',
  fallback: true,
};

// An absent amount sorts as the smallest, never as a zero balance shown to the user.
const compareAmounts = (a: string | undefined, b: string | undefined): number =>
  a === undefined || b === undefined ? Number(a !== undefined) - Number(b !== undefined) : new Big(a).cmp(b);

const compare = (a: AssetRow, b: AssetRow, key: AssetSortKey): number =>
  key === 'coinSymbol' ? a.coinSymbol.localeCompare(b.coinSymbol) : compareAmounts(a[key], b[key]);

/** The rows in the table's sort; amounts compared as decimals on big.js, never as floats. */
export function sortAssets(rows: readonly AssetRow[], sort: SortState<AssetSortKey>): AssetRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b, sort.key));
}
