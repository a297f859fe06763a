// Turn phone verification off (closePhoneVerify, spec §2 /personal/closePhone): the code sent to the bound
// phone (`sms` sender, scene CLOSE_PHONE_VERIFY) and, since at least one security method must stay on
// (spec §6) and Google is then the one, the Google code. Plus the email code when email is on.
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import type { MethodCodes, SecurityMethods } from './security-codes';
import {
  GALLERY_METHODS,
  codeRules,
  googleCodeUi,
  methodCodesPart,
  requiredCodes,
  requireFields,
  sampleCodes,
  sendCodeUi,
} from './security-codes';
import * as bodies from '@generated/request-bodies';

export type ClosePhoneData = { smsValidCode: string; googleCode: string } & MethodCodes;

export function closePhoneFormFor(methods: SecurityMethods): FormDefinition<ClosePhoneData> {
  const codes = methodCodesPart(methods, ['smsValidCode', 'googleCode']);
  const fields = ['smsValidCode', 'googleCode', ...codes.fields];
  return {
    id: 'close-phone',
    title: 'personal:forms.closePhone.title',
    operationId: 'closePhoneVerify',
    schema: requireFields(pickRequestBody(bodies.closePhoneVerify, fields, codeRules(fields)), [
      'googleCode',
    ]),
    uiSchema: {
      'ui:order': fields,
      smsValidCode: sendCodeUi('personal:codes.sms', 'sms', 'personal:forms.closePhone.help'),
      googleCode: googleCodeUi('personal:codes.google'),
      ...codes.ui,
    },
    customValidate: requiredCodes(codes.on),
    sample: {},
    secretSample: sampleCodes(['smsValidCode', 'googleCode', ...codes.on]),
  };
}

export const closePhoneForm = closePhoneFormFor(GALLERY_METHODS);

export type ClosePhoneByEmailData = { emailValidCode: string; googleCode: string } & MethodCodes;

/**
 * Turn phone verification off with the bound email's code instead of the phone's (closePhoneVerifyByEmail,
 * for a user who cannot receive SMS): the email code (`email` sender, scene CLOSE_PHONE_VERIFY) and the
 * Google code, which stays as the security method (spec §6).
 */
export function closePhoneByEmailFormFor(): FormDefinition<ClosePhoneByEmailData> {
  const fields = ['emailValidCode', 'googleCode'];
  return {
    id: 'close-phone-by-email',
    title: 'personal:forms.closePhoneByEmail.title',
    operationId: 'closePhoneVerifyByEmail',
    schema: requireFields(pickRequestBody(bodies.closePhoneVerifyByEmail, fields, codeRules(fields)), [
      'googleCode',
    ]),
    uiSchema: {
      'ui:order': fields,
      emailValidCode: sendCodeUi('personal:codes.email', 'email', 'personal:forms.closePhoneByEmail.help'),
      googleCode: googleCodeUi('personal:codes.google'),
    },
    sample: {},
    secretSample: sampleCodes(fields),
  };
}

export type OpenPhoneData = { smsValidCode: string } & MethodCodes;

/** Turn phone verification on again (openPhoneVerify): the bound phone's code, and Google's when on. */
export function openPhoneFormFor(methods: SecurityMethods): FormDefinition<OpenPhoneData> {
  // Phone verification is off here, so only Google's code joins the phone's.
  const codes = methodCodesPart({ ...methods, email: false }, ['smsValidCode', 'emailValidCode']);
  const fields = ['smsValidCode', ...codes.fields];
  return {
    id: 'open-phone',
    title: 'personal:forms.openPhone.title',
    operationId: 'openPhoneVerify',
    schema: pickRequestBody(bodies.openPhoneVerify, fields, codeRules(fields)),
    uiSchema: {
      'ui:order': fields,
      smsValidCode: sendCodeUi('personal:codes.sms', 'sms'),
      ...codes.ui,
    },
    customValidate: requiredCodes(codes.on),
    sample: {},
    secretSample: sampleCodes(['smsValidCode', ...codes.on]),
  };
}

export const closePhoneByEmailForm = closePhoneByEmailFormFor();
/** The gallery's user has phone verification off and Google on. */
export const openPhoneForm = openPhoneFormFor({ ...GALLERY_METHODS, phone: false });
