import Big from 'big.js';

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** Prices of one coin in the chosen fiat, by upper-case coin code (rateV2's data.rate[fiat], spec §7). */
export type CoinPrices = Record<string, string>;

/**
 * A BTC value (the contract's valuation and totals are in BTC) in the chosen fiat, to the cent on big.js;
 * null when the fiat has no BTC price (no rate yet, or the rate call failed): no value beats a wrong one.
 */
export function btcToFiat(btc: string, prices: CoinPrices | undefined): string | null {
  const price = prices?.BTC;
  if (price === undefined || !DECIMAL.test(btc) || !DECIMAL.test(price)) return null;
  return new Big(btc).times(price).toFixed(2);
}
