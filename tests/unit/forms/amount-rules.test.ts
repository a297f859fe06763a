import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInvestmentAmount } from '@/forms/rules/investment';
import { checkRecipient } from '@/forms/rules/transfer';
import { checkWithdrawal, type WithdrawalLimits } from '@/forms/rules/withdrawal';

// Oracle arithmetic on scaled integers (BigInt): independent of big.js, exact like it.
const SCALE = 8;
const toUnits = (s: string): bigint => {
  const [int = '0', frac = ''] = s.split('.');
  return BigInt(int) * 10n ** BigInt(SCALE) + BigInt((frac + '0'.repeat(SCALE)).slice(0, SCALE));
};
const amountArb = fc
  .tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 9999 }), fc.boolean())
  .map(([i, f, withFrac]) => (withFrac ? `${i}.${String(f).padStart(4, '0')}` : String(i)));

const RUNS = { numRuns: 1000 };

function withdrawalOracle(amount: string, fee: string, l: WithdrawalLimits) {
  const a = toUnits(amount);
  const f = toUnits(fee);
  if (!(a > f)) return 'notAboveFee';
  if (a > toUnits(l.available)) return 'aboveAvailable';
  if (f !== toUnits(l.fee)) return 'feeIncorrect';
  const received = a - f;
  if (!(received > toUnits(l.minAmount))) return 'notAboveMinimum';
  if (!(received < toUnits(l.maxSingle))) return 'notBelowSingleMax';
  if (!(received < toUnits(l.remainingDaily))) return 'notBelowDailyRemaining';
  return null;
}

describe('spec §5 withdrawal rules (decimal strings, fast-check 1000 runs)', () => {
  const limitsArb = fc.record({
    available: amountArb,
    fee: amountArb,
    minAmount: amountArb,
    maxSingle: amountArb,
    remainingDaily: amountArb,
  });

  it('agrees with the spec-worded oracle on every generated amount, fee and limits', () => {
    fc.assert(
      fc.property(amountArb, fc.oneof(amountArb, fc.constant('1')), limitsArb, (amount, fee, limits) => {
        expect(checkWithdrawal(amount, fee, limits)).toBe(withdrawalOracle(amount, fee, limits));
      }),
      RUNS,
    );
  });

  it('names the edge cases of spec §5', () => {
    const limits = { available: '100', fee: '1', minAmount: '10', maxSingle: '50', remainingDaily: '40' };
    expect(checkWithdrawal('', '1', limits)).toBe('required');
    expect(checkWithdrawal('1.2.3', '1', limits)).toBe('invalid');
    expect(checkWithdrawal('1', '1', limits)).toBe('notAboveFee');
    expect(checkWithdrawal('100.00000001', '1', limits)).toBe('aboveAvailable');
    expect(checkWithdrawal('20', '2', limits)).toBe('feeIncorrect');
    expect(checkWithdrawal('11', '1', limits)).toBe('notAboveMinimum');
    expect(checkWithdrawal('41', '1', limits)).toBe('notBelowDailyRemaining');
    expect(checkWithdrawal('60', '1', { ...limits, remainingDaily: '90' })).toBe('notBelowSingleMax');
    expect(checkWithdrawal('0.1', '0.05', { ...limits, fee: '0.05', minAmount: '0.04' })).toBeNull();
    expect(checkWithdrawal('30', '1', limits)).toBeNull();
  });
});

describe('spec §5 investment amount: the available balance must cover it', () => {
  it('agrees with the oracle', () => {
    fc.assert(
      fc.property(amountArb, amountArb, (amount, available) => {
        const a = toUnits(amount);
        const expected = a <= 0n ? 'notPositive' : a > toUnits(available) ? 'insufficientBalance' : null;
        expect(checkInvestmentAmount(amount, available)).toBe(expected);
      }),
      RUNS,
    );
    expect(checkInvestmentAmount('', '1')).toBe('required');
    expect(checkInvestmentAmount('abc', '1')).toBe('invalid');
  });
});

describe('spec §5 internal transfer recipient: phone, email or UID, and not oneself', () => {
  const sender = { uid: '100234', email: 'Me@Example.com', phone: '+6591234567' };
  it('refuses the sender under any of their identifiers', () => {
    expect(checkRecipient('100234', sender)).toBe('self');
    expect(checkRecipient('me@example.com', sender)).toBe('self');
    expect(checkRecipient('6591234567', sender)).toBe('self');
    expect(checkRecipient('friend@example.com', sender)).toBeNull();
    expect(checkRecipient('88001234', sender)).toBeNull();
    expect(checkRecipient('not an id', sender)).toBe('invalid');
    expect(checkRecipient('  ', sender)).toBe('required');
  });
  it('never accepts a string that is no phone, email or digits', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'ab _#'.split('')), minLength: 1, maxLength: 10 }),
        (s) => {
          expect(checkRecipient(s, sender)).not.toBeNull();
        },
      ),
      RUNS,
    );
  });
});
