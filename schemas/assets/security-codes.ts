// The verification codes that confirm an assets action: one 6-digit code per security method the user has
// bound (spec §5 "Verification codes"; the contract's smsValidCode, emailValidCode and googleCode).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { AssetSecurityCodes } from '@generated/models';

export type SecurityMethod = 'sms' | 'email' | 'google';

/** The gallery shows every method; a screen passes the methods the user has bound. */
export const ALL_SECURITY_METHODS: readonly SecurityMethod[] = ['sms', 'email', 'google'];

export const CODE_FIELD = {
  sms: 'smsValidCode',
  email: 'emailValidCode',
  google: 'googleCode',
} as const satisfies Record<SecurityMethod, keyof AssetSecurityCodes>;

export type CodeField = (typeof CODE_FIELD)[SecurityMethod];

export const codeFieldsFor = (methods: readonly SecurityMethod[]): CodeField[] =>
  ALL_SECURITY_METHODS.filter((method) => methods.includes(method)).map((method) => CODE_FIELD[method]);

/** The named format code6 on each code: its own message, and drafts never keep it. */
export const codeRefinements = (methods: readonly SecurityMethod[]): Record<string, RJSFSchema> =>
  Object.fromEntries(codeFieldsFor(methods).map((field) => [field, { format: 'code6' }]));

const CODE6_MESSAGES = { pattern: 'forms:errors.format.code6' };

// Every code shown is required (requiredCodes), so each is marked required (ui:options markRequired).
const CODE_UI: Record<SecurityMethod, UiSchema> = {
  // SMS and email codes come with the send-code button (formContext.sendCode.sms / .email).
  sms: {
    'ui:title': 'assets:codes.sms',
    'ui:widget': 'sendCode',
    'ui:options': { sendCode: 'sms', markRequired: true },
    'ui:errorMessages': CODE6_MESSAGES,
  },
  email: {
    'ui:title': 'assets:codes.email',
    'ui:widget': 'sendCode',
    'ui:options': { sendCode: 'email', markRequired: true },
    'ui:errorMessages': CODE6_MESSAGES,
  },
  google: {
    'ui:title': 'assets:codes.google',
    'ui:widget': 'code',
    'ui:options': { markRequired: true },
    'ui:errorMessages': CODE6_MESSAGES,
  },
};

export const codeUiSchema = (methods: readonly SecurityMethod[]): Record<string, UiSchema> =>
  Object.fromEntries(
    ALL_SECURITY_METHODS.filter((method) => methods.includes(method)).map((method) => [
      CODE_FIELD[method],
      CODE_UI[method],
    ]),
  );

const SAMPLE_CODES: Record<CodeField, string> = {
  smsValidCode: '123456',
  emailValidCode: '234567',
  googleCode: '345678',
};

/** Codes for a form's secretSample (typed into the inputs, never kept in a draft). */
export const sampleCodes = (methods: readonly SecurityMethod[]): Partial<Record<CodeField, string>> =>
  Object.fromEntries(codeFieldsFor(methods).map((field) => [field, SAMPLE_CODES[field]]));
