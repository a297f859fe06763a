import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteSubscription } from '@/features/investments/detail/subscription-math';

const RUNS = { numRuns: 500 };

/** A decimal string as an integer count of 10^-scale units (exact; the oracle never uses floats or big.js). */
function scaled(value: string, scale: number): bigint {
  const [integer = '0', decimals = ''] = value.split('.');
  return BigInt(integer + decimals.padEnd(scale, '0').slice(0, scale));
}

const SCALE = 8;

/**
 * Oracle from spec §3/§5 and the contract's words: "quantity = amount / unitPrice, truncated to the product
 * precision"; "total = quantity × unitPrice"; the total must reach the minimum subscription and be covered
 * by the available balance. In integers: q = floor(amount·10^p / price), total = q·price / 10^p.
 */
function oracle(amount: string, price: string, precision: number, minimum: string, available: string) {
  const p = BigInt(10) ** BigInt(precision);
  const q = (scaled(amount, SCALE) * p) / scaled(price, SCALE);
  const totalScaled = q * scaled(price, SCALE); // in 10^-(SCALE + precision) units
  const at = (value: string) => scaled(value, SCALE) * p;
  return {
    q,
    totalScaled,
    meetsMinimum: q > 0n && totalScaled >= at(minimum),
    covered: totalScaled <= at(available),
  };
}

const decimal = (maxInt: number, maxDecimals: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxInt }), fc.stringMatching(new RegExp(`^[0-9]{0,${maxDecimals}}$`)))
    .map(([integer, decimals]) => (decimals ? `${integer}.${decimals}` : String(integer)));
const positive = (maxInt: number, maxDecimals: number) =>
  decimal(maxInt, maxDecimals).filter((value) => scaled(value, SCALE) > 0n);

describe('investment quote (spec §3 precision, §5 balance): properties against an integer oracle', () => {
  it('quantity, total, minimum and balance verdicts agree with the oracle; both verdicts occur', () => {
    const seen = { covered: new Set<boolean>(), meetsMinimum: new Set<boolean>() };
    fc.assert(
      fc.property(
        positive(100_000, 4),
        positive(500, 4),
        fc.integer({ min: 0, max: 6 }),
        decimal(20_000, 2),
        decimal(60_000, 2),
        (amount, price, precision, minimum, available) => {
          const quote = quoteSubscription(
            amount,
            { issueUnitPrice: price, precision, minimumSubscription: minimum },
            available,
          );
          const expected = oracle(amount, price, precision, minimum, available);
          expect(quote).not.toBeNull();
          if (!quote) return;
          expect(scaled(quote.quantity, precision)).toBe(expected.q);
          expect(quote.quantity.split('.')[1]?.length ?? 0).toBe(precision);
          expect(scaled(quote.total, SCALE + precision)).toBe(expected.totalScaled);
          expect(quote.meetsMinimum).toBe(expected.meetsMinimum);
          expect(quote.covered).toBe(expected.covered);
          seen.covered.add(quote.covered);
          seen.meetsMinimum.add(quote.meetsMinimum);
        },
      ),
      RUNS,
    );
    expect([...seen.covered].sort()).toEqual([false, true]);
    expect([...seen.meetsMinimum].sort()).toEqual([false, true]);
  });

  it('the total never exceeds the amount entered, and never falls a whole quantity step below it', () => {
    fc.assert(
      fc.property(
        positive(100_000, 4),
        positive(500, 4),
        fc.integer({ min: 0, max: 6 }),
        (amount, price, precision) => {
          const quote = quoteSubscription(
            amount,
            { issueUnitPrice: price, precision, minimumSubscription: '0' },
            '0',
          );
          if (!quote) throw new Error('no quote');
          const scale = SCALE + precision;
          const step = scaled(price, SCALE); // one 10^-precision token costs price·10^-precision
          expect(scaled(quote.total, scale)).toBeLessThanOrEqual(scaled(amount, scale));
          expect(scaled(amount, scale) - scaled(quote.total, scale)).toBeLessThan(step);
        },
      ),
      RUNS,
    );
  });

  it('no quote while the amount is not a positive decimal', () => {
    const product = { issueUnitPrice: '1.00', precision: 2, minimumSubscription: '1000' };
    for (const amount of [undefined, '', '0', '0.00', 'abc', '1e3', '-5', '01']) {
      expect(quoteSubscription(amount, product, '10')).toBeNull();
    }
    expect(quoteSubscription('1', product, '10')).not.toBeNull();
  });
});
