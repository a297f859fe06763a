// The 6-digit codes that confirm a security change. The server asks for the code of every method the user
// has on (openapi components/security.yaml SecurityCodes), so the codes a form shows depend on the user:
// each form has a factory taking the user's methods, and the gallery uses GALLERY_METHODS.
import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';

/** The security methods a signed-in user has on (from user info). */
export interface SecurityMethods {
  phone: boolean;
  email: boolean;
  google: boolean;
}

/** What the forms gallery shows: a user with a phone and Google authenticator on, and no email. */
export const GALLERY_METHODS: SecurityMethods = { phone: true, email: false, google: true };

export type MethodCodeField = 'smsValidCode' | 'emailValidCode' | 'googleCode';
export type MethodCodes = Partial<Record<MethodCodeField, string>>;

const CODE_OF_METHOD: readonly (readonly [keyof SecurityMethods, MethodCodeField])[] = [
  ['phone', 'smsValidCode'],
  ['email', 'emailValidCode'],
  ['google', 'googleCode'],
];

/**
 * Keys of formContext.sendCode the screens provide (src/forms/widgets/send-code-context.ts): the bound
 * phone or email of the signed-in user, the number or address typed in the form, the account of a
 * register or reset-password flow.
 */
export type SenderKey = 'sms' | 'email' | 'newSms' | 'newEmail' | 'account';

/** The code fields of the methods that are on, less those the form asks for in its own way. */
export function methodCodes(
  methods: SecurityMethods,
  except: readonly MethodCodeField[] = [],
): MethodCodeField[] {
  return CODE_OF_METHOD.filter(([method, field]) => methods[method] && !except.includes(field)).map(
    ([, field]) => field,
  );
}

/** Form-side rule of every code field: the named format of spec §5 over the contract's pattern. */
export const CODE_RULE: RJSFSchema = { format: 'code6' };

const CODE_ERRORS = { pattern: 'forms:errors.format.code6' };

/** A code sent by SMS or email, typed beside its send-code button. */
export function sendCodeUi(title: string, sender: SenderKey, help?: string): UiSchema {
  return {
    'ui:title': title,
    'ui:widget': 'sendCode',
    'ui:options': { sendCode: sender },
    'ui:errorMessages': CODE_ERRORS,
    ...(help ? { 'ui:help': help } : {}),
  };
}

/** A Google authenticator code, typed into six boxes. */
export function googleCodeUi(title = 'personal:codes.google', help?: string): UiSchema {
  return {
    'ui:title': title,
    'ui:widget': 'code',
    'ui:options': { length: 6 },
    'ui:errorMessages': CODE_ERRORS,
    ...(help ? { 'ui:help': help } : {}),
  };
}

/** A code the form's customValidate requires (requiredCodes) shows the asterisk too. */
const markedRequired = (ui: UiSchema): UiSchema => ({
  ...ui,
  'ui:options': { ...(ui['ui:options'] ?? {}), markRequired: true },
});

const METHOD_CODE_UI: Record<MethodCodeField, UiSchema> = {
  smsValidCode: markedRequired(sendCodeUi('personal:codes.sms', 'sms')),
  emailValidCode: markedRequired(sendCodeUi('personal:codes.email', 'email')),
  googleCode: markedRequired(googleCodeUi()),
};

/** The ui schema of the method codes. */
export const methodCodesUi = (fields: readonly MethodCodeField[]): Record<string, UiSchema> =>
  Object.fromEntries(fields.map((field) => [field, METHOD_CODE_UI[field]]));

/** The code6 rule for each of these fields (pickRequestBody's refinements). */
export const codeRules = (fields: readonly string[]): Record<string, RJSFSchema> =>
  Object.fromEntries(fields.map((field) => [field, CODE_RULE]));

/** A valid code for each of these fields (a secret sample). */
export const sampleCodes = (fields: readonly string[]): Record<string, string> =>
  Object.fromEntries(fields.map((field) => [field, '123456']));

/** The schema with these fields required too (fields the body leaves optional but the form needs). */
export function requireFields(schema: RJSFSchema, fields: readonly string[]): RJSFSchema {
  const required = [...(schema.required ?? [])];
  for (const field of fields) if (!required.includes(field)) required.push(field);
  return { ...schema, required };
}

const EVERY_METHOD: SecurityMethods = { phone: true, email: true, google: true };

/** A code field of a method the user has off: in the data schema, but neither shown nor sent. */
const METHOD_OFF_UI: UiSchema = { 'ui:widget': 'hidden' };

/** The method codes of a personal-centre form, for one user. */
export interface MethodCodesPart {
  /** Every method's code field: all in the data schema, optional as the contract has them. */
  fields: MethodCodeField[];
  /** The codes of the methods on: shown, and required by `requiredCodes`. */
  on: MethodCodeField[];
  ui: Record<string, UiSchema>;
}

/**
 * Method codes whose data schema is the same for every user, so one precompiled validator
 * (generated/form-validators/) serves them all: the methods a user has on decide only which codes show
 * and are required (`requiredCodes`), not the schema.
 */
export function methodCodesPart(
  methods: SecurityMethods,
  except: readonly MethodCodeField[] = [],
): MethodCodesPart {
  const fields = methodCodes(EVERY_METHOD, except);
  const on = methodCodes(methods, except);
  const ui = Object.fromEntries(
    fields.map((field) => [field, on.includes(field) ? METHOD_CODE_UI[field] : METHOD_OFF_UI]),
  );
  return { fields, on, ui };
}

type FieldErrors = Record<string, { addError: (message: string) => void } | undefined>;

/** customValidate: each of these codes is required (forms:errors.required), then `also` (e.g. two entries match). */
export function requiredCodes<T>(on: readonly string[], also?: CustomValidator<T>): CustomValidator<T> {
  return (data, errors, uiSchema) => {
    const values = (data ?? {}) as Record<string, unknown>;
    for (const field of on) {
      if (values[field] === undefined || values[field] === '')
        (errors as unknown as FieldErrors)[field]?.addError('forms:errors.required');
    }
    return also ? also(data, errors, uiSchema) : errors;
  };
}
