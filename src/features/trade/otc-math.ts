import Big from 'big.js';
import type { OtcAd } from '@generated/models';

/** Decimal string → Big, or null for what is not a non-negative decimal (empty, partial input). */
export function toBig(value: string | undefined): Big | null {
  if (!value || !/^[0-9]+(\.[0-9]+)?$/.test(value)) return null;
  return new Big(value);
}

/** Fiat to pay or receive for `volume` coins of an ad: price × quantity on big.js, never floats. */
export function otcTotal(price: string | undefined, volume: string | undefined): string | null {
  const quantity = toBig(volume);
  const unit = toBig(price);
  return quantity && unit ? unit.times(quantity).toFixed() : null;
}

export type OtcVolumeProblem =
  'positive' | 'belowMinimum' | 'aboveMaximum' | 'aboveRemaining' | 'aboveAvailable';

/**
 * Why `volume` cannot be taken from `ad`, or null: more than 0, within the remaining coins and the fiat
 * limits, and when selling within `available`, the spot account's balance of the coin (spec §8 "Trade:
 * insufficient available balance", checked before any call). A bound the ad left out is not checked here
 * (the server still is): a missing limit is no limit of 0.
 */
export function checkOtcVolume(
  volume: string | undefined,
  ad: Pick<OtcAd, 'price' | 'remainingVolume' | 'minLimit' | 'maxLimit'>,
  available?: string,
): OtcVolumeProblem | null {
  const quantity = toBig(volume);
  if (!quantity) return null; // the schema reports a missing or malformed amount
  if (quantity.lte(0)) return 'positive';
  if (available !== undefined && quantity.gt(available)) return 'aboveAvailable';
  const remaining = toBig(ad.remainingVolume);
  if (remaining && quantity.gt(remaining)) return 'aboveRemaining';
  const price = toBig(ad.price);
  if (!price) return null;
  const total = price.times(quantity);
  const min = toBig(ad.minLimit);
  const max = toBig(ad.maxLimit);
  if (min && total.lt(min)) return 'belowMinimum';
  if (max && total.gt(max)) return 'aboveMaximum';
  return null;
}

/** Numeric order of two decimal strings (table sort on prices and amounts). */
export const compareDecimals = (a: string, b: string): number => new Big(a).cmp(new Big(b));
