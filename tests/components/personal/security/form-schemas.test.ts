import { describe, expect, it } from 'vitest';
import { hasPrecompiledValidator } from '@/forms/schema-validator';
import { bindEmailFormFor } from '@schemas/auth/bind-email';
import { bindGoogleFormFor } from '@schemas/auth/bind-google';
import { bindPhoneFormFor } from '@schemas/auth/bind-phone';
import { changeEmailFormFor } from '@schemas/auth/change-email';
import { changeLoginPasswordFormFor } from '@schemas/auth/change-login-password';
import { changePhoneFormFor } from '@schemas/auth/change-phone';
import { closeGoogleFormFor } from '@schemas/auth/close-google';
import { closePhoneFormFor, openPhoneFormFor } from '@schemas/auth/close-phone';
import { resetFundPasswordFormFor, setFundPasswordFormFor } from '@schemas/auth/fund-password';
import type { SecurityMethods } from '@schemas/auth/security-codes';

const EVERY_USER: SecurityMethods[] = [false, true].flatMap((phone) =>
  [false, true].flatMap((email) => [false, true].map((google) => ({ phone, email, google }))),
);

const FACTORIES = {
  changeLoginPasswordFormFor,
  bindEmailFormFor,
  changeEmailFormFor,
  bindPhoneFormFor,
  changePhoneFormFor,
  bindGoogleFormFor,
  closeGoogleFormFor,
  closePhoneFormFor,
  openPhoneFormFor,
  setFundPasswordFormFor,
  resetFundPasswordFormFor,
};

// The built app validates only with precompiled validators (generated/form-validators/, from the
// gallery's variant): a form whose data schema depended on the user would fail for other users.
describe('security forms: one data schema, precompiled, whatever methods the user has on', () => {
  it.each(Object.entries(FACTORIES))('%s', (_name, formFor) => {
    const schemas = EVERY_USER.map((methods) => JSON.stringify(formFor(methods).schema));
    expect(new Set(schemas).size).toBe(1);
    expect(hasPrecompiledValidator(formFor(EVERY_USER[0]!).schema)).toBe(true);
  });

  it('the codes of methods off are hidden and not required; those on are required', () => {
    const form = changeLoginPasswordFormFor({ phone: true, email: false, google: false });
    expect(form.uiSchema.emailValidCode).toEqual({ 'ui:widget': 'hidden' });
    expect(form.uiSchema.googleCode).toEqual({ 'ui:widget': 'hidden' });
    expect(form.uiSchema.smsValidCode?.['ui:widget']).toBe('sendCode');
    const added: string[] = [];
    const errors = {
      smsValidCode: { addError: (m: string) => added.push(`sms:${m}`) },
      emailValidCode: { addError: (m: string) => added.push(`email:${m}`) },
      googleCode: { addError: (m: string) => added.push(`google:${m}`) },
      confirmLoginPword: { addError: (m: string) => added.push(`confirm:${m}`) },
    };
    form.customValidate?.({} as never, errors as never, undefined);
    expect(added).toEqual(['sms:forms:errors.required']);
  });
});
