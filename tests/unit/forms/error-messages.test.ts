import { TranslatableString, type RJSFSchema, type RJSFValidationError } from '@rjsf/utils';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  decodeErrorMessage,
  encodeErrorMessage,
  errorMessageFor,
  KNOWN_ERROR_NAMES,
  transformErrors,
  translateErrorMessage,
  type Translate,
} from '@/forms/error-messages';
import { formValidator } from '@/forms/formats';
import { createTranslateString } from '@/forms/translate-string';
import enForms from '@/i18n/locales/en_US/forms.json';
import zhForms from '@/i18n/locales/zh_CN/forms.json';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en_US',
    fallbackLng: false,
    ns: ['forms'],
    defaultNS: 'forms',
    resources: { en_US: { forms: enForms }, zh_CN: { forms: zhForms } },
    interpolation: { escapeValue: false },
  });
});
const tIn =
  (lng: string): Translate =>
  (key, options) =>
    i18n.t(key, { ...options, lng });

const error = (name: string, params: object = {}, property = '.field'): RJSFValidationError => ({
  name,
  params,
  property,
  message: 'ajv text',
  stack: 'ajv text',
});

// One schema that trips every keyword of KNOWN_ERROR_NAMES, validated by the real validator.
const schema: RJSFSchema = {
  type: 'object',
  required: ['missing'],
  properties: {
    missing: { type: 'string' },
    short: { type: 'string', minLength: 8 },
    long: { type: 'string', maxLength: 2 },
    digits: { type: 'string', pattern: '^[0-9]+$' },
    code: { type: 'string', format: 'code6' },
    agree: { type: 'boolean', const: true },
    color: { type: 'string', enum: ['red', 'blue'] },
    count: { type: 'integer' },
    low: { type: 'number', minimum: 1 },
    high: { type: 'number', maximum: 9 },
  },
};
const data = {
  short: 'abc',
  long: 'abc',
  digits: 'x',
  code: '12',
  agree: false,
  color: 'green',
  count: 'x',
  low: 0,
  high: 10,
};

describe('spec §5 validation messages go through i18n (forms namespace)', () => {
  it('maps every known ajv keyword to forms:errors.<name>, and each key exists in both locales', () => {
    const { errors } = formValidator.validateFormData(data, schema, undefined, transformErrors);
    const names = new Set(errors.map((e) => e.name));
    expect([...names].sort()).toEqual([...KNOWN_ERROR_NAMES].sort());
    for (const e of errors) {
      const { key } = decodeErrorMessage(e.message ?? '');
      expect(key).toBe(e.name === 'format' ? 'forms:errors.format.code6' : `forms:errors.${e.name}`);
      for (const lng of ['en_US', 'zh_CN']) expect(i18n.exists(key, { lng }), `${key} in ${lng}`).toBe(true);
    }
  });

  it('interpolates the limit in both languages', () => {
    const raw = encodeErrorMessage(errorMessageFor(error('minLength', { limit: 8 })));
    expect(translateErrorMessage(raw, tIn('en_US'))).toBe('Enter at least 8 characters');
    expect(translateErrorMessage(raw, tIn('zh_CN'))).toBe('请至少输入 8 个字符');
  });

  it('gives each custom format its own message, email its own, other formats a default', () => {
    expect(errorMessageFor(error('format', { format: 'login-account' })).key).toBe(
      'forms:errors.format.login-account',
    );
    expect(errorMessageFor(error('format', { format: 'email' })).key).toBe('forms:errors.format.email');
    expect(errorMessageFor(error('format', { format: 'ipv4' })).key).toBe('forms:errors.format.ipv4');
    expect(errorMessageFor(error('format', { format: 'uri' })).key).toBe('forms:errors.format.default');
    expect(errorMessageFor(error('multipleOf', { multipleOf: 2 })).key).toBe('forms:errors.default');
  });

  it("lets the field's uiSchema 'ui:errorMessages' override a message, nested fields included", () => {
    const uiSchema = {
      account: { 'ui:errorMessages': { pattern: 'auth:login.accountInvalid' } },
      address: { city: { 'ui:errorMessages': { required: 'auth:cityRequired' } } },
    };
    expect(errorMessageFor(error('pattern', {}, '.account'), uiSchema).key).toBe('auth:login.accountInvalid');
    expect(errorMessageFor(error('required', {}, '.account'), uiSchema).key).toBe('forms:errors.required');
    expect(errorMessageFor(error('required', {}, '.address.city'), uiSchema).key).toBe('auth:cityRequired');
  });

  it('joins enum choices and keeps the other ajv params for interpolation', () => {
    expect(errorMessageFor(error('enum', { allowedValues: ['a', 'b'] })).params).toEqual({
      allowedValues: 'a, b',
    });
  });

  it('passes a plain (customValidate) message through t unchanged', () => {
    expect(translateErrorMessage('Passwords differ', tIn('en_US'))).toBe('Passwords differ');
  });
});

describe("rjsf's own strings through i18n", () => {
  it('translates a known string and substitutes %1 parameters', () => {
    expect(createTranslateString(tIn('zh_CN'))(TranslatableString.AddItemButton)).toBe('添加一项');
    expect(createTranslateString(tIn('en_US'))(TranslatableString.UnknownFieldType, ['tuple'])).toBe(
      'Unknown field type tuple',
    );
  });

  it("falls back to rjsf's English text for a string without a key", () => {
    expect(createTranslateString(tIn('zh_CN'))(TranslatableString.NowLabel)).toBe('Now');
  });
});
