import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_INPUT_MAX_LENGTH, sanitizeAmount } from '@/lib/amount-input';

const RUNS = { numRuns: 1000 };

/**
 * Oracle from the words of spec §5 ("keeps digits and one decimal point, truncates decimals to the
 * precision (no point at precision 0), turns a leading '.' into '0.', caps total length at 13") plus our
 * one decision (leading zeros collapse), written as a left-to-right scan rather than regexes.
 */
function oracle(raw: string, precision: number): string {
  let integer = '';
  let decimals = '';
  let seenPoint = false;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') {
      if (seenPoint) decimals += ch;
      else integer += ch;
    } else if (ch === '.' && !seenPoint) {
      seenPoint = true;
    }
  }
  if (seenPoint && integer === '') integer = '0';
  while (integer.length > 1 && integer.startsWith('0')) integer = integer.slice(1);
  const out = seenPoint && precision > 0 ? `${integer}.${decimals.slice(0, precision)}` : integer;
  return out.slice(0, 13);
}

// Input that looks like what people type or paste: digits, points, separators, signs, letters, full-width.
const typed = fc.string({
  unit: fc.constantFrom(...'0123456789', '.', '.', ',', '-', '+', ' ', 'e', 'a', 'Z', '１', '。', '$'),
  maxLength: 30,
});
const anyText = fc.oneof(typed, fc.string({ unit: 'grapheme', maxLength: 30 }));
const MAX_PRECISION = 10;
const precision = fc.integer({ min: 0, max: MAX_PRECISION });

// A value the helper should leave alone: no leading zeros, at most `precision` decimals, at most 13 chars.
// One arbitrary per precision, built once: a regex arbitrary built inside `chain` was built again every run.
const wellFormedAt = Array.from({ length: MAX_PRECISION + 1 }, (_, p) =>
  fc
    .tuple(
      fc.oneof(fc.constant('0'), fc.stringMatching(/^[1-9][0-9]{0,11}$/)),
      p === 0 ? fc.constant('') : fc.stringMatching(new RegExp(`^(\\.[0-9]{0,${p}})?$`)),
    )
    .map(([integer, rest]) => ({ value: integer + rest, p }))
    .filter(({ value }) => value.length <= 13),
);
const wellFormed = precision.chain((p) => wellFormedAt[p]!);

describe('spec §5 amount input helper: properties', () => {
  it('agrees with the oracle written from the spec', () => {
    fc.assert(
      fc.property(anyText, precision, (raw, p) => {
        expect(sanitizeAmount(raw, p)).toBe(oracle(raw, p));
      }),
      RUNS,
    );
  });

  it('keeps only digits and at most one point, never a leading point, and no point at precision 0', () => {
    fc.assert(
      fc.property(anyText, precision, (raw, p) => {
        const out = sanitizeAmount(raw, p);
        expect(out).toMatch(/^([0-9]+(\.[0-9]*)?)?$/);
        if (p === 0) expect(out).not.toContain('.');
      }),
      RUNS,
    );
  });

  it('never has more decimals than the precision nor more than 13 characters', () => {
    fc.assert(
      fc.property(anyText, precision, (raw, p) => {
        const out = sanitizeAmount(raw, p);
        expect(out.length).toBeLessThanOrEqual(AMOUNT_INPUT_MAX_LENGTH);
        expect((out.split('.')[1] ?? '').length).toBeLessThanOrEqual(p);
      }),
      RUNS,
    );
  });

  it('is idempotent (re-sanitizing on the next keystroke changes nothing already accepted)', () => {
    fc.assert(
      fc.property(anyText, precision, (raw, p) => {
        const once = sanitizeAmount(raw, p);
        expect(sanitizeAmount(once, p)).toBe(once);
      }),
      RUNS,
    );
  });

  it('leaves a well-formed amount unchanged', () => {
    fc.assert(
      fc.property(wellFormed, ({ value, p }) => {
        expect(sanitizeAmount(value, p)).toBe(value);
      }),
      RUNS,
    );
  });
});

describe('spec §5 amount input helper: edge cases', () => {
  it.each([
    ['.5', 2, '0.5'],
    ['.', 2, '0.'],
    ['1.2.3', 2, '1.23'],
    ['1.2.3', 1, '1.2'],
    ['1..5', 4, '1.5'],
    // Decision: leading zeros collapse ('00.1' → '0.1'); amounts are never written with them, and
    // otherwise typing '0' then '5' would leave '05'.
    ['00.1', 2, '0.1'],
    ['007', 2, '7'],
    ['000', 2, '0'],
    ['0', 2, '0'],
    ['0.05', 2, '0.05'],
    ['1.239', 2, '1.23'],
    ['1.999', 0, '1'],
    ['12.', 0, '12'],
    ['.5', 0, '0'],
    ['12.', 2, '12.'],
    ['12345678901234', 2, '1234567890123'],
    ['123456789012.5', 2, '123456789012.'],
    ['1234567890.123456', 8, '1234567890.12'],
    ['a1b2c', 2, '12'],
    ['abc', 2, ''],
    ['', 2, ''],
    ['1,000.50', 2, '1000.50'],
    ['-5', 2, '5'],
    ['1e5', 2, '15'],
    [' 3.14 ', 2, '3.14'],
    ['１２', 2, ''],
  ])('%j at precision %i → %j', (raw, p, expected) => {
    expect(sanitizeAmount(raw, p)).toBe(expected);
  });

  it('treats a negative or non-integer precision as its usable value', () => {
    expect(sanitizeAmount('1.55', -1)).toBe('1');
    expect(sanitizeAmount('1.555', 2.7)).toBe('1.55');
    expect(sanitizeAmount('1.555', Number.NaN)).toBe('1');
  });
});
