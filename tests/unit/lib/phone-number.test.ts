import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formValidator } from '@/forms/formats';
import {
  digitsOnly,
  formatPhoneValue,
  isMobileNumber,
  isPhoneValue,
  MIN_PHONE_DIGITS,
  parsePhoneValue,
  PHONE_VALUE_PATTERN,
} from '@/lib/phone-number';

const RUNS = { numRuns: 1000 };
const DIGITS = '0123456789';
const onlyDigits = (s: string) => [...s].every((c) => DIGITS.includes(c));

const typed = fc
  .array(fc.constantFrom('0', '1', '8', '9', ' ', '-', '+', '(', ')', 'a', '٣', '１'), { maxLength: 20 })
  .map((chars) => chars.join(''));
const digitString = (min: number, max: number) =>
  fc.array(fc.constantFrom(...DIGITS), { minLength: min, maxLength: max }).map((d) => d.join(''));

describe('spec §5 phone: the number box keeps digits only (property)', () => {
  it('keeps the ASCII digits typed, in order', () => {
    fc.assert(
      fc.property(typed, (value) => {
        expect(digitsOnly(value)).toBe([...value].filter((c) => DIGITS.includes(c)).join(''));
      }),
      RUNS,
    );
  });
});

describe('spec §5 phone at least 7 digits (property)', () => {
  it('accepts digits only, 7 or more of them', () => {
    fc.assert(
      fc.property(fc.oneof(typed, digitString(0, 12)), (value) => {
        expect(isMobileNumber(value)).toBe(value.length >= 7 && onlyDigits(value));
      }),
      RUNS,
    );
  });

  it('names the edge: 6 digits fail, 7 pass', () => {
    expect(MIN_PHONE_DIGITS).toBe(7);
    expect(isMobileNumber('123456')).toBe(false);
    expect(isMobileNumber('1234567')).toBe(true);
    expect(isMobileNumber('123 4567')).toBe(false);
  });
});

describe('phone form value "+<countryCode> <mobileNumber>"', () => {
  it('formats and splits back into the two body fields (property)', () => {
    fc.assert(
      fc.property(digitString(1, 4), digitString(1, 15), (countryCode, mobileNumber) => {
        const value = formatPhoneValue({ countryCode, mobileNumber });
        expect(value).toBe(`+${countryCode} ${mobileNumber}`);
        expect(parsePhoneValue(value)).toEqual({ countryCode, mobileNumber });
        expect(isPhoneValue(value)).toBe(mobileNumber.length >= 7);
      }),
      RUNS,
    );
  });

  it('is empty while no number is typed, so a required field stays empty', () => {
    expect(formatPhoneValue({ countryCode: '86', mobileNumber: '' })).toBe('');
    expect(parsePhoneValue('')).toBeUndefined();
    expect(parsePhoneValue(undefined)).toBeUndefined();
    expect(parsePhoneValue('13800138000')).toBeUndefined();
  });

  it('works as a JSON-Schema pattern in the form validator', () => {
    const schema = { type: 'string', pattern: PHONE_VALUE_PATTERN } as const;
    const valid = (value: string) => formValidator.isValid(schema, value, schema);
    expect(valid('+86 13800138000')).toBe(true);
    expect(valid('+1 2025550')).toBe(true);
    expect(valid('+86 123456')).toBe(false);
    expect(valid('+86 1380013800a')).toBe(false);
    expect(valid('13800138000')).toBe(false);
    expect(valid('+12345 1234567')).toBe(false);
  });
});
