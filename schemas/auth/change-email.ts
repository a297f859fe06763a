// Change the bound email (updateEmail, spec §2 /personal/changeEmail): codes sent to the current address
// (`email` sender) and to the new one (`newEmail` sender), both scene CHANGE_EMAIL, and the codes of the
// other methods the user has on. Spec §9: withdrawals are locked for 48 hours after the change.
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
import { WITHDRAWAL_LOCK_HELP, emailUi } from './shared-fields';
import * as bodies from '@generated/request-bodies';

export type ChangeEmailData = {
  emailOldValidCode: string;
  email: string;
  emailNewValidCode: string;
} & MethodCodes;

export function changeEmailFormFor(methods: SecurityMethods): FormDefinition<ChangeEmailData> {
  // The current address's code is emailOldValidCode; emailValidCode would repeat it.
  const codes = methodCodesPart(methods, ['emailValidCode']);
  const fields = ['emailOldValidCode', 'email', 'emailNewValidCode', ...codes.fields];
  return {
    id: 'change-email',
    title: 'personal:forms.changeEmail.title',
    operationId: 'updateEmail',
    schema: pickRequestBody(bodies.updateEmail, fields, {
      emailOldValidCode: CODE_RULE,
      emailNewValidCode: CODE_RULE,
      ...codeRules(codes.fields),
    }),
    uiSchema: {
      'ui:order': fields,
      emailOldValidCode: sendCodeUi('personal:codes.oldEmail', 'email'),
      email: { ...emailUi('personal:forms.changeEmail.email'), 'ui:help': WITHDRAWAL_LOCK_HELP },
      emailNewValidCode: sendCodeUi('personal:codes.newEmail', 'newEmail'),
      ...codes.ui,
    },
    customValidate: requiredCodes(codes.on),
    sample: { email: 'new.address@example.com' },
    secretSample: sampleCodes(['emailOldValidCode', 'emailNewValidCode', ...codes.on]),
  };
}

export const changeEmailForm = changeEmailFormFor(GALLERY_METHODS);
