import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CodeBoxesAction, CodeBoxesState } from '@/lib/code-boxes';
import {
  CODE_ERROR_CLEAR_MS,
  DEFAULT_CODE_LENGTH,
  codeValue,
  digitsFromValue,
  interpretBoxInput,
  isCodeComplete,
  pastedDigits,
  stepCodeBoxes,
} from '@/lib/code-boxes';

// Oracles from spec §5's words: "digits only" means the ten ASCII digits; "a paste must be exactly the box
// count of digits" (surrounding whitespace ignored, a documented choice); "a non-digit clears the box and
// flags an error, everything clearing after 1500 ms".
const DIGITS = '0123456789';
const isDigitOracle = (c: string) => c.length === 1 && DIGITS.includes(c);
const pasteOracle = (text: string, n: number) => {
  const body = [...text.trim()];
  return body.length === n && body.every(isDigitOracle) ? body : null;
};

const RUNS = { numRuns: 1000 };
const digit = fc.constantFrom(...DIGITS);
// Near misses: full-width and Arabic-Indic digits, letters, punctuation, spaces, CJK and an astral emoji.
const nonDigit = fc.constantFrom(...'aZ-.+ ,\t\n１٣中😀'.split(/(?:)/u), 'e', '/', ':');
const anyChar = fc.oneof(digit, digit, nonDigit);
const box = fc.oneof(fc.constant(''), digit);
const errorFlag = fc.constantFrom(null, 'nonDigit' as const, 'paste' as const);

const stateOf = (n: number) =>
  fc.record({ digits: fc.array(box, { minLength: n, maxLength: n }), error: errorFlag });
const stateAndIndex = fc
  .integer({ min: 1, max: 8 })
  .chain((n) => fc.tuple(stateOf(n), fc.integer({ min: 0, max: n - 1 })));
const pasteText = (n: number) =>
  fc.oneof(
    fc.string({ unit: digit, minLength: n - 1, maxLength: n + 1 }),
    fc.string({ unit: anyChar, minLength: n - 1, maxLength: n + 1 }),
    fc.string({ unit: digit, minLength: n, maxLength: n }).map((s) => ` ${s}\n`),
    fc.string({ unit: anyChar, maxLength: 12 }),
  );

const others = (a: readonly string[], b: readonly string[], except: number) =>
  a.every((d, i) => i === except || d === b[i]);

describe('spec §5 code boxes: typing', () => {
  it('a digit fills its box and moves on to the next box', () => {
    fc.assert(
      fc.property(stateAndIndex, digit, ([state, index], d) => {
        const { state: next, focus } = stepCodeBoxes(state, { type: 'input', index, char: d });
        expect(next.digits[index]).toBe(d);
        expect(others(next.digits, state.digits, index)).toBe(true);
        expect(focus).toBe(Math.min(index + 1, state.digits.length - 1));
        expect(next.error).toBe(state.error === 'nonDigit' ? 'nonDigit' : null);
      }),
      RUNS,
    );
  });

  it('a non-digit clears its box and flags an error, leaving the other boxes as they were', () => {
    fc.assert(
      fc.property(stateAndIndex, nonDigit, ([state, index], c) => {
        const { state: next, focus } = stepCodeBoxes(state, { type: 'input', index, char: c });
        expect(next.digits[index]).toBe('');
        expect(others(next.digits, state.digits, index)).toBe(true);
        expect(next.error).toBe('nonDigit');
        expect(focus).toBe(index);
      }),
      RUNS,
    );
  });

  it('only the ten ASCII digits count as digits', () => {
    fc.assert(
      fc.property(stateAndIndex, anyChar, ([state, index], c) => {
        const { state: next } = stepCodeBoxes(state, { type: 'input', index, char: c });
        expect(next.digits[index] === c).toBe(isDigitOracle(c));
      }),
      RUNS,
    );
  });

  it('Backspace clears its box, or in an empty box goes back and clears the one before', () => {
    fc.assert(
      fc.property(stateAndIndex, ([state, index]) => {
        const { state: next, focus } = stepCodeBoxes(state, { type: 'backspace', index });
        const target = state.digits[index] !== '' || index === 0 ? index : index - 1;
        expect(focus).toBe(target);
        expect(next.digits[target]).toBe('');
        expect(others(next.digits, state.digits, target)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('spec §5 code boxes: paste must be exactly the box count of digits', () => {
  it('accepts exactly N digits (filling every box) and rejects anything else, changing nothing', () => {
    const input = fc.integer({ min: 1, max: 8 }).chain((n) => fc.tuple(stateOf(n), pasteText(n)));
    fc.assert(
      fc.property(input, ([state, text]) => {
        const n = state.digits.length;
        const { state: next, focus } = stepCodeBoxes(state, { type: 'paste', text });
        const expected = pasteOracle(text, n);
        if (expected) {
          expect(next).toEqual({ digits: expected, error: null });
          expect(focus).toBe(n - 1);
        } else {
          expect(next.digits).toEqual(state.digits);
          expect(next.error).toBe('paste');
          expect(focus).toBeNull();
        }
      }),
      RUNS,
    );
  });

  it.each([
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['１２３４５６', false],
    ['123 456', false],
    ['12-345', false],
    ['', false],
    ['123456', true],
    [' 123456\n', true],
    ['000000', true],
  ])('named case %j with 6 boxes: accepted %s', (text, accepted) => {
    expect(pastedDigits(text, DEFAULT_CODE_LENGTH) !== null).toBe(accepted);
  });
});

describe('spec §5 code boxes: everything clears after 1500 ms', () => {
  it('uses 1500 ms and a default of 6 boxes', () => {
    expect(CODE_ERROR_CLEAR_MS).toBe(1500);
    expect(DEFAULT_CODE_LENGTH).toBe(6);
  });

  it('clearing empties every box and drops the error', () => {
    fc.assert(
      fc.property(stateAndIndex, ([state]) => {
        const { state: next, focus } = stepCodeBoxes(state, { type: 'clearAll' });
        expect(next.digits).toEqual(state.digits.map(() => ''));
        expect(next.error).toBeNull();
        expect(focus).toBe(0);
      }),
      RUNS,
    );
  });

  it('after any sequence of actions every box holds one ASCII digit or nothing, and N boxes remain', () => {
    const action = (n: number): fc.Arbitrary<CodeBoxesAction> =>
      fc.oneof(
        fc.record({ type: fc.constant('input' as const), index: fc.nat(n - 1), char: anyChar }),
        fc.record({ type: fc.constant('clear' as const), index: fc.nat(n - 1) }),
        fc.record({ type: fc.constant('backspace' as const), index: fc.nat(n - 1) }),
        fc.record({ type: fc.constant('paste' as const), text: pasteText(n) }),
        fc.constant({ type: 'clearAll' as const }),
      );
    const run = fc
      .integer({ min: 1, max: 8 })
      .chain((n) => fc.tuple(stateOf(n), fc.array(action(n), { maxLength: 20 })));
    fc.assert(
      fc.property(run, ([start, actions]) => {
        const end = actions.reduce<CodeBoxesState>((s, a) => stepCodeBoxes(s, a).state, start);
        expect(end.digits).toHaveLength(start.digits.length);
        expect(end.digits.every((d) => d === '' || isDigitOracle(d))).toBe(true);
        expect(isCodeComplete(end.digits)).toBe(end.digits.every(isDigitOracle));
        expect(codeValue(end.digits)).toBe(end.digits.filter(isDigitOracle).join(''));
      }),
      RUNS,
    );
  });
});

describe('spec §5 code boxes: what a box received', () => {
  it('one character typed before or after the old digit is that character', () => {
    fc.assert(
      fc.property(box, anyChar, fc.boolean(), (previous, c, after) => {
        const next = after ? previous + c : c + previous;
        expect(interpretBoxInput(previous, next)).toEqual({ kind: 'char', char: c });
      }),
      RUNS,
    );
  });

  it('an emptied box is a clear, and three or more characters (autofill) are treated like a paste', () => {
    expect(interpretBoxInput('5', '')).toEqual({ kind: 'clear' });
    expect(interpretBoxInput('', '123456')).toEqual({ kind: 'text', text: '123456' });
    expect(interpretBoxInput('1', '123')).toEqual({ kind: 'text', text: '123' });
    expect(interpretBoxInput('', '12')).toEqual({ kind: 'text', text: '12' });
  });

  it('a value set from outside fills the boxes from the first, non-digits left empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.string({ unit: anyChar, maxLength: 10 }), (n, value) => {
        const chars = [...value];
        const digits = digitsFromValue(value, n);
        expect(digits).toHaveLength(n);
        digits.forEach((d, i) => expect(d).toBe(isDigitOracle(chars[i] ?? '') ? chars[i] : ''));
      }),
      RUNS,
    );
  });
});
