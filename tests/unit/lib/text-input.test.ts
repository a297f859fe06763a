import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyTextOptions,
  capLength,
  charCount,
  fixDecimals,
  readTextOptions,
  stripSpaces,
} from '@/lib/text-input';

const RUNS = { numRuns: 1000 };

// Texts with the characters that matter: digits, points, letters, spaces of several kinds, and an emoji
// (two UTF-16 units, one character).
const text = fc
  .array(
    fc.constantFrom('0', '1', '5', '9', '.', '.', 'a', 'Z', ' ', '\t', '\n', '\u3000', '中', '😀', '-'),
    {
      maxLength: 30,
    },
  )
  .map((chars) => chars.join(''));
const anyText = fc.oneof(text, fc.string({ maxLength: 30 }));

// Oracles from spec §5's words.
const isSpace = (c: string) => /\s/.test(c);
const oracleStrip = (s: string) => [...s].filter((c) => !isSpace(c)).join('');
/** "fix decimals": keep the number typed (digits, one point), its decimals cut to N; a point alone at the
 * start reads as "0."; at 0 decimals, an integer. */
function oracleFix(s: string, n: number): string {
  const kept = [...s].filter((c) => '0123456789.'.includes(c)).join('');
  const point = kept.indexOf('.');
  if (point < 0) return kept;
  const integer = kept.slice(0, point) || '0';
  const fraction = kept
    .slice(point + 1)
    .split('.')
    .join('')
    .slice(0, n);
  return n === 0 ? integer : `${integer}.${fraction}`;
}

describe('spec §5 text inputs may cap length (property)', () => {
  it('keeps a prefix of at most max characters, counting an emoji as one', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 40 }), (value, max) => {
        const result = capLength(value, max);
        expect(value.startsWith(result)).toBe(true);
        expect(charCount(result)).toBe(Math.min(charCount(value), max));
        expect(capLength(result, max)).toBe(result);
      }),
      RUNS,
    );
  });

  it('never splits a character', () => {
    expect(capLength('ab😀c', 3)).toBe('ab😀');
    expect(capLength('😀😀', 1)).toBe('😀');
    expect(capLength('abc', 0)).toBe('');
  });
});

describe('spec §5 text inputs may strip spaces (property)', () => {
  it('removes every whitespace character and keeps the rest in order', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        expect(stripSpaces(value)).toBe(oracleStrip(value));
      }),
      RUNS,
    );
  });

  it('removes full-width and non-breaking spaces too', () => {
    expect(stripSpaces(' a\u3000b\u00a0c\td\ne ')).toBe('abcde');
  });
});

describe('spec §5 text inputs may fix decimals (property)', () => {
  it('matches the oracle for 0 to 8 decimals', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 8 }), (value, n) => {
        const result = fixDecimals(value, n);
        expect(result).toBe(oracleFix(value, n));
        expect(result).toMatch(n === 0 ? /^[0-9]*$/ : new RegExp(`^[0-9]*(\\.[0-9]{0,${n}})?$`));
        expect(fixDecimals(result, n)).toBe(result);
      }),
      RUNS,
    );
  });

  it('handles the named cases', () => {
    expect(fixDecimals('1.23456', 2)).toBe('1.23');
    expect(fixDecimals('.5', 2)).toBe('0.5');
    expect(fixDecimals('1.', 2)).toBe('1.');
    expect(fixDecimals('1.5', 0)).toBe('1');
    expect(fixDecimals('1..2.3', 2)).toBe('1.23');
    expect(fixDecimals('a1b2', 2)).toBe('12');
    expect(fixDecimals('', 2)).toBe('');
  });
});

describe('spec §5 text input options together', () => {
  it('strip spaces, then fix decimals, then cap the length (property)', () => {
    fc.assert(
      fc.property(
        anyText,
        fc.record({
          maxLength: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
          stripSpaces: fc.boolean(),
          decimals: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
        }),
        (value, options) => {
          let expected = options.stripSpaces ? oracleStrip(value) : value;
          if (options.decimals !== undefined) expected = oracleFix(expected, options.decimals);
          if (options.maxLength !== undefined) expected = [...expected].slice(0, options.maxLength).join('');
          expect(applyTextOptions(value, options)).toBe(expected);
        },
      ),
      RUNS,
    );
  });

  it('reads ui:options, ignoring values of the wrong kind', () => {
    expect(readTextOptions({ maxLength: 5, stripSpaces: true, decimals: 2 })).toEqual({
      maxLength: 5,
      stripSpaces: true,
      decimals: 2,
    });
    expect(readTextOptions({ maxLength: '5', stripSpaces: 'yes', decimals: -1 })).toEqual({
      maxLength: undefined,
      stripSpaces: false,
      decimals: undefined,
    });
  });
});
