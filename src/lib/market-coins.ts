// A coin's label and decimals from the market of public info (spec §3 "Market: ... coin map with
// displayLabel per upper-case coin code. Number helpers use coin_precision").
import type { Market } from '@generated/models';

/**
 * Decimals of a coin the market does not list (or before public info has answered): 8, what crypto
 * amounts keep (a satoshi), so nothing a user may type for a listed coin is cut.
 */
export const FALLBACK_COIN_PRECISION = 8;

export interface MarketCoinFacts {
  /** Name to show for the coin: its displayLabel, else its upper-case code. */
  label: string;
  /** Decimal places an amount of the coin keeps: its coin_precision, else FALLBACK_COIN_PRECISION. */
  precision: number;
}

/** The coin's label and decimals; the code is looked up in upper case, as the coin map is keyed. */
export function marketCoin(market: Pick<Market, 'coinMap'> | undefined, code: string): MarketCoinFacts {
  const key = code.toUpperCase();
  const entry = market?.coinMap?.[key];
  const precision = entry?.coin_precision;
  return {
    label: entry?.displayLabel || key,
    precision:
      typeof precision === 'number' && Number.isInteger(precision) && precision >= 0
        ? precision
        : FALLBACK_COIN_PRECISION,
  };
}
