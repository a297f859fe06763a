// Bind a first email (bindEmail, spec §2 /personal/bindEmail): the address, the code sent to it (the
// `newEmail` sender, scene BIND_EMAIL) and the codes of the other methods the user has on.
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import type { MethodCodes, SecurityMethods } from './security-codes';
import {
  CODE_RULE,
  GALLERY_METHODS,
  codeRules,
  methodCodesPart,
  requiredCodes,
  sampleCodes,
  sendCodeUi,
} from './security-codes';
import { emailUi } from './shared-fields';
import * as bodies from '@generated/request-bodies';

export type BindEmailData = { email: string; emailValidCode: string } & MethodCodes;

export function bindEmailFormFor(methods: SecurityMethods): FormDefinition<BindEmailData> {
  // emailValidCode is the new address's code here: the user has no email yet.
  const codes = methodCodesPart(methods, ['emailValidCode']);
  const fields = ['email', 'emailValidCode', ...codes.fields];
  return {
    id: 'bind-email',
    title: 'personal:forms.bindEmail.title',
    operationId: 'bindEmail',
    schema: pickRequestBody(bodies.bindEmail, fields, {
      emailValidCode: CODE_RULE,
      ...codeRules(codes.fields),
    }),
    uiSchema: {
      'ui:order': fields,
      email: emailUi('personal:forms.bindEmail.email'),
      emailValidCode: sendCodeUi('personal:codes.newEmail', 'newEmail'),
      ...codes.ui,
    },
    customValidate: requiredCodes(codes.on),
    sample: { email: 'investor@example.com' },
    secretSample: sampleCodes(['emailValidCode', ...codes.on]),
  };
}

export const bindEmailForm = bindEmailFormFor(GALLERY_METHODS);
