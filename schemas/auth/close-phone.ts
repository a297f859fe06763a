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
  methodCodes,
  methodCodesUi,
  requireFields,
  sampleCodes,
  sendCodeUi,
} from './security-codes';

export type ClosePhoneData = { smsValidCode: string; googleCode: string } & MethodCodes;

export function closePhoneFormFor(methods: SecurityMethods): FormDefinition<ClosePhoneData> {
  const codes = methodCodes(methods, ['smsValidCode', 'googleCode']);
  const fields = ['smsValidCode', 'googleCode', ...codes];
  return {
    id: 'close-phone',
    title: 'personal:forms.closePhone.title',
    operationId: 'closePhoneVerify',
    schema: requireFields(pickRequestBody('closePhoneVerify', fields, codeRules(fields)), [
      'googleCode',
      ...codes,
    ]),
    uiSchema: {
      'ui:order': fields,
      smsValidCode: sendCodeUi('personal:codes.sms', 'sms', 'personal:forms.closePhone.help'),
      googleCode: googleCodeUi('personal:codes.google'),
      ...methodCodesUi(codes),
    },
    sample: {},
    secretSample: sampleCodes(fields),
  };
}

export const closePhoneForm = closePhoneFormFor(GALLERY_METHODS);
