import Big from 'big.js';
import type { FiatAssetRow } from '@generated/models';

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** Prices of one coin in the chosen fiat, by upper-case coin code (rateV2's data.rate[fiat], spec §7). */
export type CoinPrices = Record<string, string>;

/**
 * A BTC value (the contract's valuation and totals are in BTC) in the chosen fiat, to the cent on big.js;
 * null when the fiat has no BTC price (no rate yet, or the rate call failed): no value beats a wrong one.
 */
export function btcToFiat(btc: string | undefined, prices: CoinPrices | undefined): string | null {
  const price = prices?.BTC;
  if (price === undefined || btc === undefined || !DECIMAL.test(btc) || !DECIMAL.test(price)) return null;
  return new Big(btc).times(price).toFixed(2);
}

type FiatBalance = Pick<FiatAssetRow, 'symbol' | 'total' | 'valuation'>;

/**
 * A fiat balance in the chosen fiat (`fiat`, a code such as 'CNY'): the balance itself when it is held in that
 * fiat, since a currency valued in itself must be exact, else its BTC valuation converted.
 */
export function fiatBalanceInFiat(
  row: FiatBalance,
  fiat: string | undefined,
  prices: CoinPrices | undefined,
) {
  if (
    fiat !== undefined &&
    // A thin answer may lack the row's currency (design.md "The contract"): then only the valuation counts.
    typeof row.symbol === 'string' &&
    row.symbol.toUpperCase() === fiat.toUpperCase() &&
    row.total !== undefined &&
    DECIMAL.test(row.total)
  ) {
    return new Big(row.total).toFixed(2);
  }
  return btcToFiat(row.valuation, prices);
}

/**
 * The fiat account's total in the chosen fiat. With every currency of the account at hand (one page holds
 * them all), the sum of their values, so the total agrees with its rows; else the BTC total converted.
 */
export function fiatAccountTotal(
  page: { totalBtc: string | undefined; rows: readonly FiatBalance[]; complete: boolean },
  fiat: string | undefined,
  prices: CoinPrices | undefined,
): string | null {
  if (!page.complete) return btcToFiat(page.totalBtc, prices);
  let sum = new Big(0);
  for (const row of page.rows) {
    const value = fiatBalanceInFiat(row, fiat, prices);
    if (value === null) return null;
    sum = sum.plus(value);
  }
  return sum.toFixed(2);
}
