import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertedText, judgeAmountChange } from '@/lib/amount-input-paste';

const RUNS = { numRuns: 1000 };

/**
 * Oracle from the words of spec §5 ("keeps digits and one decimal point, truncates decimals to the
 * precision (no point at precision 0), turns a leading '.' into '0.', caps total length at 13") plus our
 * one decision (leading zeros collapse): a paste is accepted as it is exactly when none of these would
 * change it, i.e. when it is already what the helper keeps. Written as a scan, not with the helper.
 */
function acceptedAsIs(text: string, precision: number): boolean {
  if (text.length > 13) return false;
  let points = 0;
  let decimals = 0;
  for (const ch of text) {
    if (ch === '.') points += 1;
    else if (ch >= '0' && ch <= '9') {
      if (points === 1) decimals += 1;
    } else return false; // not a digit nor a point: the helper would drop it
  }
  if (points > 1) return false; // a second point would be dropped
  if (points === 1 && precision === 0) return false; // no point at precision 0
  if (decimals > precision) return false; // decimals would be truncated
  if (text.startsWith('.')) return false; // would become '0.'
  if (/^0[0-9]/.test(text)) return false; // leading zeros collapse
  return true;
}

const precision = fc.integer({ min: 0, max: 8 });
// Pasted text as people copy it: digits, points, a decimal comma, thousands separators, signs, exponents.
const pasted = fc.oneof(
  fc.string({
    unit: fc.constantFrom(...'0123456789', '.', ',', '-', '+', ' ', 'e', 'E', '１', '$'),
    minLength: 2,
    maxLength: 16,
  }),
  fc.stringMatching(/^[1-9][0-9]{1,9}(\.[0-9]{1,6})?$/),
);

describe('spec §5 amount field: a paste is taken as it is or refused', () => {
  it('agrees with the oracle on a paste into an empty field, with both verdicts in the run', () => {
    const verdicts = { acceptedAsIs: 0, refused: 0 };
    fc.assert(
      fc.property(pasted, precision, (text, p) => {
        const verdict = judgeAmountChange('', text, p, 'insertFromPaste');
        const expected = acceptedAsIs(text, p);
        expect(verdict.accepted).toBe(expected);
        if (verdict.accepted) {
          verdicts.acceptedAsIs += 1;
          expect(verdict.value).toBe(text); // never rewritten
        } else {
          verdicts.refused += 1;
          expect(verdict.text).toBe(text); // the message shows what was pasted
        }
      }),
      RUNS,
    );
    expect(verdicts.acceptedAsIs).toBeGreaterThan(100);
    expect(verdicts.refused).toBeGreaterThan(100);
  });

  it('judges the whole field after a paste in the middle of an amount, never rewriting it', () => {
    const verdicts = { acceptedAsIs: 0, refused: 0 };
    const before = fc.stringMatching(/^[1-9][0-9]{0,5}$/);
    fc.assert(
      fc.property(before, pasted, fc.nat(), precision, (previous, text, at, p) => {
        const cut = at % (previous.length + 1);
        const next = previous.slice(0, cut) + text + previous.slice(cut);
        const verdict = judgeAmountChange(previous, next, p, 'insertFromPaste');
        expect(verdict.accepted).toBe(acceptedAsIs(next, p));
        if (verdict.accepted) {
          verdicts.acceptedAsIs += 1;
          expect(verdict.value).toBe(next);
        } else verdicts.refused += 1;
      }),
      RUNS,
    );
    expect(verdicts.acceptedAsIs).toBeGreaterThan(50);
    expect(verdicts.refused).toBeGreaterThan(50);
  });

  it.each([
    ['12,5', 2],
    ['1e3', 2],
    ['-5', 2],
    ['1,000', 2],
    [' 12', 2],
    ['1.5', 0],
    ['1.239', 2],
    ['.5', 2],
    ['12345678901234', 2],
  ])('refuses the paste %j at precision %i and says what it was', (text, p) => {
    expect(judgeAmountChange('', text, p, 'insertFromPaste')).toEqual({ accepted: false, text });
  });

  it.each([
    ['125', 2],
    ['12.5', 2],
    ['0.05', 2],
    ['12.', 2],
  ])('takes the paste %j at precision %i as it is', (text, p) => {
    expect(judgeAmountChange('', text, p, 'insertFromPaste')).toEqual({ accepted: true, value: text });
  });

  it('treats several characters at once as a paste even without the event type (autofill)', () => {
    expect(judgeAmountChange('', '12,5', 2)).toEqual({ accepted: false, text: '12,5' });
    expect(judgeAmountChange('1', '1-5', 2, 'insertText')).toEqual({ accepted: false, text: '-5' });
  });

  it('filters a keystroke through the helper', () => {
    expect(judgeAmountChange('12', '12,', 2, 'insertText')).toEqual({ accepted: true, value: '12' });
    expect(judgeAmountChange('', '.', 2, 'insertText')).toEqual({ accepted: true, value: '0.' });
    expect(judgeAmountChange('1.23', '1.234', 2, 'insertText')).toEqual({ accepted: true, value: '1.23' });
    expect(judgeAmountChange('12', '1', 2, 'deleteContentBackward')).toEqual({ accepted: true, value: '1' });
  });

  it('finds what a change put in', () => {
    expect(insertedText('15', '1abc5')).toBe('abc');
    expect(insertedText('', '12,5')).toBe('12,5');
    expect(insertedText('125', '125')).toBe('');
    expect(insertedText('125', '1')).toBe('');
  });
});
