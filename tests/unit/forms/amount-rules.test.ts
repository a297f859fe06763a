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
  // Spec §5 "amount minus fee above the minimum", as the form shows it: "Minimum (after fee) N" means N
  // after the fee is allowed, so the minimum itself passes.
  if (received < toUnits(l.minAmount)) return 'belowMinimum';
  if (!(received < toUnits(l.maxSingleAmount))) return 'notBelowSingleMax';
  if (!(received < toUnits(l.remainingDailyLimit))) return 'notBelowDailyRemaining';
  return null;
}

describe('spec §5 withdrawal rules (decimal strings, fast-check 1000 runs)', () => {
  // Amounts in ticks of 0.0001, shown as decimal strings; limits are built from the generated fee and
  // amount so that each rule is met or broken by choice, and the all-valid case comes often.
  const TICK = 10_000n;
  const fromTicks = (t: bigint): string => {
    const v = t < 0n ? 0n : t;
    const frac = v % TICK;
    return frac === 0n ? String(v / TICK) : `${v / TICK}.${String(frac).padStart(4, '0')}`;
  };
  const ticks = (max: number) => fc.bigInt({ min: 0n, max: BigInt(max) });
  const meets = fc.constantFrom(true, true, true, true, false);
  const caseArb = fc
    .record({
      fee: ticks(1_000_000),
      received: fc.bigInt({ min: -20_000n, max: 5_000_000n }),
      // A gap of 0 puts the amount exactly on a limit: the minimum itself must pass (spec §5, as shown).
      gap: fc.oneof(fc.constant(0n), ticks(50_000)),
      ok: fc.record({
        available: meets,
        fee: meets,
        minAmount: meets,
        maxSingle: meets,
        remainingDaily: meets,
      }),
    })
    .map(({ fee, received, gap, ok }) => {
      const amount = fee + received;
      const limits: WithdrawalLimits = {
        available: fromTicks(ok.available ? amount + gap : amount - gap - 1n),
        fee: fromTicks(ok.fee ? fee : fee + gap + 1n),
        minAmount: fromTicks(ok.minAmount ? received - gap : received + gap + 1n),
        maxSingleAmount: fromTicks(ok.maxSingle ? received + gap + 1n : received - gap),
        remainingDailyLimit: fromTicks(ok.remainingDaily ? received + gap + 1n : received - gap),
      };
      return { amount: fromTicks(amount), fee: fromTicks(fee), limits };
    });

  it('agrees with the spec-worded oracle, meeting and breaking every rule, valid often', () => {
    const rules = ['aboveFee', 'available', 'fee', 'minAmount', 'maxSingle', 'remainingDaily'] as const;
    const seen = Object.fromEntries(rules.map((r) => [r, { met: 0, broken: 0 }])) as Record<
      (typeof rules)[number],
      { met: number; broken: number }
    >;
    let valid = 0;
    let atMinimum = 0;
    fc.assert(
      fc.property(caseArb, ({ amount, fee, limits }) => {
        const a = toUnits(amount);
        const f = toUnits(fee);
        const received = a - f;
        const held = {
          aboveFee: a > f,
          available: a <= toUnits(limits.available),
          fee: f === toUnits(limits.fee),
          minAmount: received >= toUnits(limits.minAmount),
          maxSingle: received < toUnits(limits.maxSingleAmount),
          remainingDaily: received < toUnits(limits.remainingDailyLimit),
        };
        for (const r of rules) seen[r][held[r] ? 'met' : 'broken'] += 1;
        if (received === toUnits(limits.minAmount) && received > 0n) atMinimum += 1;
        const expected = withdrawalOracle(amount, fee, limits);
        if (expected === null) valid += 1;
        expect(checkWithdrawal(amount, fee, limits)).toBe(expected);
      }),
      RUNS,
    );
    for (const r of rules) {
      expect(seen[r].met, `${r} met`).toBeGreaterThan(0);
      expect(seen[r].broken, `${r} broken`).toBeGreaterThan(0);
    }
    expect(valid).toBeGreaterThan(RUNS.numRuns / 10);
    expect(atMinimum, 'amounts exactly at the minimum after the fee').toBeGreaterThan(0);
  });

  it('names the edge cases of spec §5', () => {
    const limits = {
      available: '100',
      fee: '1',
      minAmount: '10',
      maxSingleAmount: '50',
      remainingDailyLimit: '40',
    };
    expect(checkWithdrawal('', '1', limits)).toBe('required');
    expect(checkWithdrawal('1.2.3', '1', limits)).toBe('invalid');
    expect(checkWithdrawal('1', '1', limits)).toBe('notAboveFee');
    expect(checkWithdrawal('100.00000001', '1', limits)).toBe('aboveAvailable');
    expect(checkWithdrawal('20', '2', limits)).toBe('feeIncorrect');
    expect(checkWithdrawal('10.99', '1', limits)).toBe('belowMinimum');
    // "Minimum (after fee) 10": 11 with a fee of 1 leaves exactly 10, which is accepted.
    expect(checkWithdrawal('11', '1', limits)).toBeNull();
    expect(checkWithdrawal('41', '1', limits)).toBe('notBelowDailyRemaining');
    expect(checkWithdrawal('60', '1', { ...limits, remainingDailyLimit: '90' })).toBe('notBelowSingleMax');
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
  const sender = { id: 100234, email: 'Me@Example.com', mobileNumber: '+6591234567' };
  it('refuses the sender under any of their identifiers', () => {
    expect(checkRecipient('100234', sender)).toBe('self');
    expect(checkRecipient('me@example.com', sender)).toBe('self');
    expect(checkRecipient('6591234567', sender)).toBe('self');
    expect(checkRecipient('friend@example.com', sender)).toBeNull();
    expect(checkRecipient('88001234', sender)).toBeNull();
    expect(checkRecipient('not an id', sender)).toBe('invalid');
    expect(checkRecipient('  ', sender)).toBe('required');
  });

  // Oracle from spec §5's words: a phone is an optional + and at least 7 digits; a UID is digits; an
  // email is one @ between dot-separated non-empty atoms and a host of at least two dot-separated labels.
  const DIGITS = /^[0-9]+$/;
  const ATOM = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+$/i;
  const LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i;
  const kindOf = (value: string): 'phone' | 'uid' | 'email' | null => {
    const digits = value.startsWith('+') ? value.slice(1) : value;
    if (DIGITS.test(digits) && digits.length >= 7) return 'phone';
    if (DIGITS.test(value)) return 'uid';
    const parts = value.split('@');
    if (parts.length !== 2) return null;
    const [local = '', host = ''] = parts;
    const labels = host.split('.');
    const emailLike = local.split('.').every((a) => ATOM.test(a)) && labels.length >= 2;
    return emailLike && labels.every((l) => LABEL.test(l)) ? 'email' : null;
  };
  const own = (value: string) => value.trim().toLowerCase().replace(/^\+/, '');
  const isSender = (value: string) =>
    [String(sender.id), sender.email, sender.mobileNumber].map(own).includes(own(value));

  const digitRun = (min: number, max: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: min, maxLength: max });
  const phoneArb = fc.tuple(fc.constantFrom('', '+'), digitRun(7, 13)).map(([p, d]) => p + d);
  const uidArb = digitRun(1, 9);
  const emailArb = fc.oneof(fc.emailAddress(), fc.constantFrom('friend@example.com', sender.email));
  const garbageArb = fc.oneof(
    fc.string({ unit: fc.constantFrom(...'0a@.+ -#'.split('')), maxLength: 12 }),
    fc.string({ maxLength: 8 }),
    fc.tuple(fc.constantFrom('', '+'), digitRun(1, 6), fc.constantFrom('', 'x')).map((t) => t.join('')),
  );
  const selfArb = fc.constantFrom(
    String(sender.id),
    sender.email.toUpperCase(),
    sender.mobileNumber,
    sender.mobileNumber.slice(1),
  );
  const recipientArb = fc.tuple(
    fc.oneof(phoneArb, uidArb, emailArb, garbageArb, selfArb),
    fc.constantFrom('', ' '),
  );

  it('gives the verdict of the spec-worded oracle over phones, emails, UIDs and garbage', () => {
    const kinds = { phone: 0, uid: 0, email: 0, none: 0 };
    const verdicts = { accepted: 0, self: 0, invalid: 0, required: 0 };
    fc.assert(
      fc.property(recipientArb, ([raw, pad]) => {
        const value = (pad + raw + pad).trim();
        const kind = kindOf(value);
        kinds[kind ?? 'none'] += 1;
        const expected =
          value === '' ? 'required' : kind === null ? 'invalid' : isSender(value) ? 'self' : null;
        verdicts[expected === null ? 'accepted' : expected] += 1;
        expect(checkRecipient(pad + raw + pad, sender)).toBe(expected);
      }),
      RUNS,
    );
    for (const [name, count] of Object.entries({ ...kinds, ...verdicts })) {
      expect(count, name).toBeGreaterThan(0);
    }
  });
});
