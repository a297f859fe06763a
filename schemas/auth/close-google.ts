// Turn Google authenticator off (unbindGoogle, spec §2 /personal/closeGoogle): the current Google code and
// the code sent to the bound phone (`sms` sender, scene UNBIND_GOOGLE): spec §5 "Google verification can
// be turned off only if a phone is bound"; the page offers this form only then. Plus the email code when
// email is on.
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import type { MethodCodes, SecurityMethods } from './security-codes';
import {
  GALLERY_METHODS,
  codeRules,
  googleCodeUi,
  methodCodesPart,
  requiredCodes,
  sampleCodes,
  sendCodeUi,
} from './security-codes';
import * as bodies from '@generated/request-bodies';

export type CloseGoogleData = { googleCode: string; smsValidCode: string } & MethodCodes;

export function closeGoogleFormFor(methods: SecurityMethods): FormDefinition<CloseGoogleData> {
  const codes = methodCodesPart(methods, ['googleCode', 'smsValidCode']);
  const fields = ['googleCode', 'smsValidCode', ...codes.fields];
  return {
    id: 'close-google',
    title: 'personal:forms.closeGoogle.title',
    operationId: 'unbindGoogle',
    schema: pickRequestBody(bodies.unbindGoogle, fields, codeRules(fields)),
    uiSchema: {
      'ui:order': fields,
      googleCode: googleCodeUi('personal:codes.google'),
      smsValidCode: sendCodeUi('personal:codes.sms', 'sms', 'personal:forms.closeGoogle.help'),
      ...codes.ui,
    },
    customValidate: requiredCodes(codes.on),
    sample: {},
    secretSample: sampleCodes(['googleCode', 'smsValidCode', ...codes.on]),
  };
}

export const closeGoogleForm = closeGoogleFormFor(GALLERY_METHODS);
