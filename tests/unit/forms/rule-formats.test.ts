import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formValidator,
  isDigits,
  isIpList,
  isIpv4,
  isLenientEmail,
  isNickname,
  isPositiveInteger,
  isSafeText,
} from '@/forms/formats';

// Oracles from the wording of spec §5, written without the regexes under test.
const DIGITS = '0123456789';
const chars = (s: string) => [...s];
const oracle = {
  nickname: (s: string) => s.trim() !== '' && chars(s).length <= 10,
  lenientEmail: (s: string) => chars(s).includes('@'),
  ipv4: (s: string) => {
    const parts = s.split('.');
    return (
      parts.length === 4 &&
      parts.every(
        (p) =>
          p.length > 0 &&
          chars(p).every((c) => DIGITS.includes(c)) &&
          (p === '0' || p[0] !== '0') &&
          Number(p) <= 255,
      )
    );
  },
  positiveInteger: (s: string) => s.length > 0 && chars(s).every((c) => DIGITS.includes(c)) && s[0] !== '0',
  digits: (s: string) => s.length > 0 && chars(s).every((c) => DIGITS.includes(c)),
  safeText: (s: string) => s.trim() !== '' && !chars(s).some((c) => '~!$&.,'.includes(c)),
};

const RUNS = { numRuns: 1000 };
const octet = fc.oneof(
  fc.integer({ min: 0, max: 300 }).map(String),
  fc.constantFrom('00', '01', '', 'a', '256', '-1'),
);
const ipLike = fc.array(octet, { minLength: 3, maxLength: 5 }).map((parts) => parts.join('.'));
const textish = fc.string({ unit: fc.constantFrom(...'ab1 .,~!$&@中-_'.split('')), maxLength: 14 });

describe('spec §5 rules as named formats, against oracles (fast-check, 1000 runs each)', () => {
  it('nickname: not blank, at most 10 characters', () => {
    fc.assert(
      fc.property(textish, (s) => isNickname(s) === oracle.nickname(s)),
      RUNS,
    );
    expect([
      isNickname(''),
      isNickname('   '),
      isNickname('a'.repeat(10)),
      isNickname('a'.repeat(11)),
    ]).toEqual([false, false, true, false]);
  });

  it('lenient email: only an at-sign is required', () => {
    fc.assert(
      fc.property(textish, (s) => isLenientEmail(s) === oracle.lenientEmail(s)),
      RUNS,
    );
  });

  it('IPv4: four octets 0–255', () => {
    fc.assert(
      fc.property(ipLike, (s) => isIpv4(s) === oracle.ipv4(s)),
      RUNS,
    );
    expect(['0.0.0.0', '255.255.255.255', '192.168.1.1'].every(isIpv4)).toBe(true);
    expect(['256.1.1.1', '1.1.1', '01.1.1.1', '1.1.1.1.1', ' 1.1.1.1'].some(isIpv4)).toBe(false);
  });

  it('IP list: 1 to 5 valid IPv4 addresses, comma-separated', () => {
    fc.assert(
      fc.property(fc.array(ipLike, { minLength: 1, maxLength: 7 }), (ips) => {
        const expected = ips.length <= 5 && ips.every(oracle.ipv4);
        return isIpList(ips.join(',')) === expected;
      }),
      RUNS,
    );
    expect(isIpList('1.1.1.1, 2.2.2.2')).toBe(true);
    expect(isIpList('')).toBe(false);
  });

  it('positive integer without a leading zero; digits only', () => {
    const numberish = fc.string({ unit: fc.constantFrom(...'0123456789.-a '.split('')), maxLength: 8 });
    fc.assert(
      fc.property(numberish, (s) => isPositiveInteger(s) === oracle.positiveInteger(s)),
      RUNS,
    );
    fc.assert(
      fc.property(numberish, (s) => isDigits(s) === oracle.digits(s)),
      RUNS,
    );
    expect([isPositiveInteger('0'), isPositiveInteger('007'), isPositiveInteger('10')]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('non-empty text excluding ~ ! $ & . ,', () => {
    fc.assert(
      fc.property(textish, (s) => isSafeText(s) === oracle.safeText(s)),
      RUNS,
    );
  });

  it('the form validator applies the formats', () => {
    const schema = { type: 'object', properties: { ips: { type: 'string', format: 'ip-list' } } } as const;
    expect(formValidator.isValid(schema, { ips: '1.1.1.1,2.2.2.2' }, schema)).toBe(true);
    expect(
      formValidator.isValid(schema, { ips: '1.1.1.1,2.2.2.2,3.3.3.3,4.4.4.4,5.5.5.5,6.6.6.6' }, schema),
    ).toBe(false);
  });
});
