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

export const customFormats = {
  'login-account': isLoginAccount,
  password: isPassword,
  'simple-password': isSimplePassword,
  code6: isCode6,
} satisfies Record<string, (value: string) => boolean>;

export type CustomFormatName = keyof typeof customFormats;

export const isCustomFormat = (name: unknown): name is CustomFormatName =>
  typeof name === 'string' && Object.hasOwn(customFormats, name);

/** The validator every SchemaForm uses: ajv8 with ajv-formats plus the formats above. */
export const formValidator = customizeValidator({ customFormats });
