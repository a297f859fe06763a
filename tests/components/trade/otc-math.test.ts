import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOtcVolume, otcTotal } from '@/features/trade/otc-math';

// Oracle on integers: decimal strings scaled by 10^8 into BigInt, so no float and no big.js takes part.
const SCALE = 8;
const scaled = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(SCALE, '0'));
};
const decimal = (digits: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** BigInt(digits) }), fc.integer({ min: 0, max: 4 }))
    .map(([units, places]) => {
      const text = units.toString().padStart(places + 1, '0');
      return places === 0 ? text : `${text.slice(0, -places)}.${text.slice(-places)}`;
    });

describe('taking an ad: total = price × quantity on big.js (spec §3 trade order total)', () => {
  it('equals the integer product of the scaled price and quantity', () => {
    fc.assert(
      fc.property(decimal(9), decimal(9), (price, volume) => {
        const total = otcTotal(price, volume);
        expect(total).not.toBeNull();
        expect(scaled(total ?? '') * 10n ** BigInt(SCALE)).toBe(scaled(price) * scaled(volume));
      }),
      { numRuns: 500 },
    );
  });

  it('has no total for an empty or partial quantity', () => {
    expect(otcTotal('1.297', undefined)).toBeNull();
    expect(otcTotal('1.297', '')).toBeNull();
    expect(otcTotal('1.297', '12.')).toBeNull();
    expect(otcTotal('1.297', '0.1')).toBe('0.1297'); // not 0.12970000000000001
  });
});

// Oracle from the ad's words: more than 0 coins, no more than remain, and the fiat total within the limits.
function acceptable(
  volume: string,
  ad: { price: string; remainingVolume: string; minLimit: string; maxLimit: string },
) {
  const quantity = scaled(volume);
  const total = scaled(ad.price) * quantity; // scale 10^16
  const limit = (value: string) => scaled(value) * 10n ** BigInt(SCALE);
  return (
    quantity > 0n &&
    quantity <= scaled(ad.remainingVolume) &&
    total >= limit(ad.minLimit) &&
    total <= limit(ad.maxLimit)
  );
}

describe('taking an ad: the quantity within the coins left and the fiat limits', () => {
  it('agrees with the oracle; both verdicts occur', () => {
    const seen = new Set<boolean>();
    fc.assert(
      fc.property(
        decimal(6),
        decimal(4),
        decimal(6),
        decimal(3),
        decimal(6),
        (volume, price, remaining, min, max) => {
          const ad = { price, remainingVolume: remaining, minLimit: min, maxLimit: max };
          const verdict = checkOtcVolume(volume, ad) === null;
          expect(verdict).toBe(acceptable(volume, ad));
          seen.add(verdict);
        },
      ),
      { numRuns: 2000 },
    );
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('names the rule broken', () => {
    const ad = { price: '1.297', remainingVolume: '14250', minLimit: '500', maxLimit: '18000' };
    expect(checkOtcVolume('0', ad)).toBe('positive');
    expect(checkOtcVolume('385', ad)).toBe('belowMinimum'); // 499.345 SGD
    expect(checkOtcVolume('386', ad)).toBeNull(); // 500.642 SGD
    expect(checkOtcVolume('14000', ad)).toBe('aboveMaximum'); // 18158 SGD
    expect(checkOtcVolume('14251', ad)).toBe('aboveRemaining');
  });
});
