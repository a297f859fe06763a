// Bind Google authenticator (bindGoogle, spec §2 /personal/bindGoogle): the secret answered by
// getGoogleAuthSetup, shown read-only (the page fills it; never kept in a draft), the first code the
// authenticator shows, the login password and the codes of the other methods the user has on.
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import type { MethodCodes, SecurityMethods } from './security-codes';
import {
  CODE_RULE,
  GALLERY_METHODS,
  codeRules,
  googleCodeUi,
  methodCodesPart,
  requiredCodes,
  sampleCodes,
} from './security-codes';
import { CURRENT_PASSWORD_RULE, currentPasswordUi } from './shared-fields';
import * as bodies from '@generated/request-bodies';

export type BindGoogleData = { googleKey: string; googleCode: string; loginPwd: string } & MethodCodes;

export function bindGoogleFormFor(methods: SecurityMethods): FormDefinition<BindGoogleData> {
  // googleCode is the new authenticator's code here: Google is not on yet.
  const codes = methodCodesPart(methods, ['googleCode']);
  const fields = ['googleKey', 'googleCode', 'loginPwd', ...codes.fields];
  return {
    id: 'bind-google',
    title: 'personal:forms.bindGoogle.title',
    operationId: 'bindGoogle',
    schema: pickRequestBody(bodies.bindGoogle, fields, {
      googleCode: CODE_RULE,
      loginPwd: CURRENT_PASSWORD_RULE,
      ...codeRules(codes.fields),
    }),
    uiSchema: {
      'ui:order': fields,
      googleKey: {
        'ui:title': 'personal:forms.bindGoogle.key',
        'ui:help': 'personal:forms.bindGoogle.keyHelp',
        'ui:readonly': true,
        'ui:options': { secret: true },
      },
      googleCode: googleCodeUi('personal:forms.bindGoogle.code'),
      loginPwd: currentPasswordUi('personal:forms.bindGoogle.loginPassword'),
      ...codes.ui,
    },
    customValidate: requiredCodes(codes.on),
    sample: {},
    secretSample: {
      googleKey: 'JBSWY3DPEHPK3PXP',
      googleCode: '123456',
      loginPwd: 'Secret123',
      ...sampleCodes(codes.on),
    },
  };
}

/** The gallery's user turns Google on, so has it off: phone on. */
export const bindGoogleForm = bindGoogleFormFor({ ...GALLERY_METHODS, google: false });
