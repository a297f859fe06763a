// A phone number with its area code (spec §5 "Phone at least 7 digits"). The family's bodies carry it as
// two fields, `countryCode` (the calling code without "+") and `mobileNumber` (digits): that is the
// PhoneInput value. A form field holds one string, "+<countryCode> <mobileNumber>", which these helpers
// build and split, so a page can put the two body fields together from it.

/** spec §5: a phone number has at least 7 digits. */
export const MIN_PHONE_DIGITS = 7;

export interface PhoneValue {
  /** Calling code without "+", e.g. "86". */
  countryCode: string;
  /** Digits only. */
  mobileNumber: string;
}

/** JSON-Schema `pattern` for the single-string form value: "+", 1–4 digits, a space, 7 or more digits. */
export const PHONE_VALUE_PATTERN = `^\\+[0-9]{1,4} [0-9]{${MIN_PHONE_DIGITS},}$`;

const PHONE_VALUE = new RegExp(PHONE_VALUE_PATTERN);
const SPLIT = /^\+([0-9]+) ([0-9]*)$/;

/** What the number box keeps of what was typed or pasted: the digits, in order. */
export const digitsOnly = (value: string): string => value.replace(/[^0-9]/g, '');

/** spec §5: digits only, at least 7 of them. */
export const isMobileNumber = (value: string): boolean =>
  /^[0-9]+$/.test(value) && value.length >= MIN_PHONE_DIGITS;

/** True for a complete single-string value ("+86 13800138000"). */
export const isPhoneValue = (value: string): boolean => PHONE_VALUE.test(value);

/** "+86 13800138000"; '' while there is no number (so a required field stays empty). */
export function formatPhoneValue({ countryCode, mobileNumber }: PhoneValue): string {
  return mobileNumber === '' ? '' : `+${countryCode} ${mobileNumber}`;
}

/** The two body fields of a single-string value, or undefined when it is not one. */
export function parsePhoneValue(value: string | null | undefined): PhoneValue | undefined {
  const match = SPLIT.exec(value ?? '');
  if (!match) return undefined;
  return { countryCode: match[1] ?? '', mobileNumber: match[2] ?? '' };
}
