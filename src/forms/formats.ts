// The spec §5 rules the login and register forms need, as pure predicates and as ajv custom formats.
import { customizeValidator } from '@rjsf/validator-ajv8';

const DIGIT = /[0-9]/;
const LETTER = /[A-Za-z]/;
const PHONE = /^\+?[0-9]{7,}$/;
const CODE6 = /^[0-9]{6}$/;
// Dot-separated atoms before a single @, then at least two dot-separated host labels.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** Length in characters (code points), as ajv's minLength/maxLength count them. */
const charCount = (value: string): number => [...value].length;

const hasLength = (value: string, min: number, max: number): boolean => {
  const n = charCount(value);
  return n >= min && n <= max;
};

export const isEmail = (value: string): boolean => EMAIL.test(value);

/** Phone: an optional leading +, then digits only, at least 7 of them. */
export const isPhone = (value: string): boolean => PHONE.test(value);

/** Login account: an email or a phone (spec §5). */
export const isLoginAccount = (value: string): boolean => isPhone(value) || isEmail(value);

/** Password: 8–20 characters with at least one digit and one (Latin) letter. */
export const isPassword = (value: string): boolean =>
  hasLength(value, 8, 20) && DIGIT.test(value) && LETTER.test(value);

/** Simple password: any 8–20 characters. */
export const isSimplePassword = (value: string): boolean => hasLength(value, 8, 20);

/** Verification code: exactly 6 digits. */
export const isCode6 = (value: string): boolean => CODE6.test(value);

/** Nickname: not blank, at most 10 characters (spec §5, §9). */
export const isNickname = (value: string): boolean => value.trim().length > 0 && charCount(value) <= 10;

/** Lenient email: only an at-sign is required (spec §5). */
export const isLenientEmail = (value: string): boolean => value.includes('@');

const IPV4_OCTET = /^(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$/;

/** IPv4 address: four dot-separated decimal octets 0–255, no leading zeros. */
export const isIpv4 = (value: string): boolean => {
  const octets = value.split('.');
  return octets.length === 4 && octets.every((octet) => IPV4_OCTET.test(octet));
};

/** Maximum IPs bound to one API key (spec §5, §9). */
export const MAX_API_KEY_IPS = 5;

/** Comma-separated IPv4 list of 1 to 5 addresses (spec §5: "each bound to at most 5 IPs, comma-separated"). */
export const isIpList = (value: string): boolean => {
  const ips = value.split(',').map((ip) => ip.trim());
  return ips.length >= 1 && ips.length <= MAX_API_KEY_IPS && ips.every(isIpv4);
};

/** Positive integer without a leading zero (spec §5). */
export const isPositiveInteger = (value: string): boolean => /^[1-9][0-9]*$/.test(value);

/** Digits only (spec §5 "number digits only"). */
export const isDigits = (value: string): boolean => /^[0-9]+$/.test(value);

/** Characters a "safe text" field refuses (spec §5: non-empty excludes ~ ! $ & . ,). */
export const SAFE_TEXT_EXCLUDED = ['~', '!', '$', '&', '.', ','] as const;

/** Non-empty (after trimming) and free of the excluded characters. */
export const isSafeText = (value: string): boolean =>
  value.trim().length > 0 && !SAFE_TEXT_EXCLUDED.some((c) => value.includes(c));

/** Internal-transfer recipient: a phone, an email or a UID (digits) (spec §5). */
export const isTransferRecipient = (value: string): boolean =>
  isPhone(value) || isEmail(value) || isDigits(value);

export const customFormats = {
  'login-account': isLoginAccount,
  password: isPassword,
  'simple-password': isSimplePassword,
  code6: isCode6,
  email: isEmail,
  phone: isPhone,
  nickname: isNickname,
  'lenient-email': isLenientEmail,
  ipv4: isIpv4,
  'ip-list': isIpList,
  'positive-integer': isPositiveInteger,
  digits: isDigits,
  'safe-text': isSafeText,
  'transfer-recipient': isTransferRecipient,
} satisfies Record<string, (value: string) => boolean>;

export type CustomFormatName = keyof typeof customFormats;

export const isCustomFormat = (name: unknown): name is CustomFormatName =>
  typeof name === 'string' && Object.hasOwn(customFormats, name);

/** ajv8 with ajv-formats plus the formats above, compiling at run time: what the precompiled validators
 * (src/forms/schema-validator.ts) are built with, and what dev and tests use for an ad hoc schema. Pure, so a
 * bundle that never uses it leaves ajv's compiler out. */
export const formValidator = /* @__PURE__ */ customizeValidator({ customFormats });
