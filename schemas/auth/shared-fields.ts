// Field rules and ui shared by several auth and personal-centre forms.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** Spec §9: withdrawals are locked for 48 hours after a change of phone, email, login or fund password. */
export const WITHDRAWAL_LOCK_HELP = 'personal:help.withdrawalLock';

/**
 * The contract carries every password RSA-encrypted (`EncryptedSecret`, base64, spec §7); the form checks
 * the clear value the user types, which the page encrypts before the call.
 */
const TYPED_NOT_SENT: RJSFSchema = { contentEncoding: undefined };

/** A new password: the named format of spec §5 (8 to 20 characters, a digit and a letter). */
export const NEW_PASSWORD_RULE: RJSFSchema = { ...TYPED_NOT_SENT, format: 'password' };

/** The password-format message of spec §5 for every rule a password field's schema may break. */
export const PASSWORD_ERRORS = {
  minLength: 'forms:errors.format.password',
  maxLength: 'forms:errors.format.password',
  pattern: 'forms:errors.format.password',
};

export function newPasswordUi(title: string, help?: string): UiSchema {
  return {
    'ui:title': title,
    'ui:widget': 'password',
    'ui:autocomplete': 'new-password',
    'ui:errorMessages': PASSWORD_ERRORS,
    ...(help ? { 'ui:help': help } : {}),
  };
}

/** The password the user has now (any length the contract accepts; spec §9 caps passwords at 20). */
export const CURRENT_PASSWORD_RULE: RJSFSchema = { ...TYPED_NOT_SENT, maxLength: 20 };

export const currentPasswordUi = (title: string): UiSchema => ({
  'ui:title': title,
  'ui:widget': 'password',
  'ui:autocomplete': 'current-password',
});

/** Calling code and number are two body fields (countryCode, mobileNumber) in every call that takes one. */
export const PHONE_NUMBER_RULE: RJSFSchema = { format: 'phone' };

/**
 * A calling code as people write it, with or without "+" ("+65" or "65"): every areaCode of the country
 * list. The form sends it without "+" (`withCallingCode`), as the contract's countryCode.
 */
export const TYPED_COUNTRY_CODE_RULE: RJSFSchema = { pattern: '^\\+?[0-9]{1,4}$' };

/** A calling code as the contract takes it: digits without "+". */
const callingCode = (code: string) => code.trim().replace(/^\+/, '');

/** The data of a form whose calling code takes TYPED_COUNTRY_CODE_RULE, as its call takes it (its `toBody`). */
export const withCallingCode = <T extends { countryCode?: string }>(data: T): T =>
  typeof data.countryCode === 'string' ? { ...data, countryCode: callingCode(data.countryCode) } : data;

/** The calling-code field of a form that takes TYPED_COUNTRY_CODE_RULE. */
export const typedCountryCodeUi: UiSchema = {
  'ui:title': 'auth:fields.countryCode',
  'ui:placeholder': 'auth:fields.countryCodePlaceholder',
  'ui:widget': 'smartText',
  'ui:options': { stripSpaces: true, maxLength: 5 },
  'ui:autocomplete': 'tel-country-code',
  'ui:errorMessages': { pattern: 'auth:fields.countryCodeTypedInvalid' },
};

export const countryCodeUi: UiSchema = {
  'ui:title': 'auth:fields.countryCode',
  'ui:placeholder': 'auth:fields.countryCodePlaceholder',
  'ui:widget': 'smartText',
  'ui:options': { stripSpaces: true, maxLength: 5 },
  'ui:autocomplete': 'tel-country-code',
  'ui:errorMessages': { pattern: 'auth:fields.countryCodeInvalid' },
};

export function mobileNumberUi(title = 'auth:fields.mobileNumber'): UiSchema {
  return {
    'ui:title': title,
    'ui:placeholder': 'auth:fields.mobileNumberPlaceholder',
    'ui:widget': 'smartText',
    'ui:options': { stripSpaces: true },
    'ui:autocomplete': 'tel-national',
    'ui:errorMessages': { pattern: 'forms:errors.format.phone' },
  };
}

export const emailUi = (title = 'auth:fields.email'): UiSchema => ({
  'ui:title': title,
  'ui:placeholder': 'auth:fields.emailPlaceholder',
  'ui:autocomplete': 'email',
});
