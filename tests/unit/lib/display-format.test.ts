import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAddress, formatAmount } from '@/lib/display-format';

/**
 * Oracle from spec §5/§9's words, on strings only: cut the decimals to `decimals` (padding with zeros),
 * put a comma every three integer digits, '--' for empty, and over 14 characters keep 14 and add '+'.
 */
function oracle(sign: string, integer: string, fraction: string, decimals?: number): string {
  const digits = integer.replace(/^0+(?=\d)/, '');
  const shownFraction = decimals === undefined ? fraction : fraction.padEnd(decimals, '0').slice(0, decimals);
  let grouped = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i > 0 && (digits.length - i) % 3 === 0) grouped += ',';
    grouped += digits[i];
  }
  const isZero = /^0*$/.test(digits + shownFraction);
  const text = `${sign === '-' && !isZero ? '-' : ''}${grouped}${shownFraction ? `.${shownFraction}` : ''}`;
  if (text.length <= 14) return text;
  let cut = text.slice(0, 14);
  if (cut.endsWith('.') || cut.endsWith(',')) cut = cut.slice(0, -1);
  return `${cut}+`;
}

const numbers = fc.record({
  sign: fc.constantFrom('', '-'),
  integer: fc.stringMatching(/^[0-9]{1,16}$/),
  fraction: fc.stringMatching(/^[0-9]{0,10}$/),
  decimals: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
});

describe('spec §5 display of numbers', () => {
  it('agrees with the oracle; both short and shortened values occur', () => {
    const seen = new Set<boolean>();
    fc.assert(
      fc.property(numbers, ({ sign, integer, fraction, decimals }) => {
        const value = `${sign}${integer}${fraction ? `.${fraction}` : ''}`;
        const shown = formatAmount(value, { decimals });
        expect(shown).toBe(oracle(sign, integer, fraction, decimals));
        expect(shown.replace(/\+$/, '').length).toBeLessThanOrEqual(14);
        seen.add(shown.endsWith('+'));
      }),
      { numRuns: 1000 },
    );
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('empty shows --, zero shows 0 with padded decimals, commas for thousands', () => {
    expect(formatAmount(null)).toBe('--');
    expect(formatAmount(undefined)).toBe('--');
    expect(formatAmount('')).toBe('--');
    expect(formatAmount('abc')).toBe('--');
    expect(formatAmount('0', { decimals: 2 })).toBe('0.00');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(1234.5)).toBe('1,234.5');
    expect(formatAmount('-0.001', { decimals: 2 })).toBe('0.00');
    expect(formatAmount('.5')).toBe('0.5');
    expect(formatAmount('1e3')).toBe('--');
    expect(formatAmount('1234567.891', { decimals: 2 })).toBe('1,234,567.89');
    expect(formatAmount('10250.42')).toBe('10,250.42');
    expect(formatAmount('1.00')).toBe('1.00');
    expect(formatAmount('123456789012345.6')).toBe('123,456,789,01+');
  });
});

describe('spec §5 display of addresses', () => {
  it('first 6 and last 4 characters', () => {
    expect(formatAddress('0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063')).toBe('0x8f3C…A063');
    expect(formatAddress('short')).toBe('short');
    expect(formatAddress('')).toBe('--');
    expect(formatAddress(null)).toBe('--');
  });
});
