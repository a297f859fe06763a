// Change the login password (updateLoginPassword, spec §2 /personal/changePassword): the current one, the
// new one twice (spec §5) and the codes of the methods the user has on. Spec §9: withdrawals are locked
// for 48 hours after the change.
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { matchingValidator } from '@/forms/rules/validators';
import type { MethodCodes, SecurityMethods } from './security-codes';
import { GALLERY_METHODS, codeRules, methodCodesPart, requiredCodes, sampleCodes } from './security-codes';
import {
  CURRENT_PASSWORD_RULE,
  NEW_PASSWORD_RULE,
  WITHDRAWAL_LOCK_HELP,
  currentPasswordUi,
  newPasswordUi,
} from './shared-fields';
import * as bodies from '@generated/request-bodies';

export type ChangeLoginPasswordData = {
  loginPword: string;
  newLoginPword: string;
  confirmLoginPword: string;
} & MethodCodes;

export function changeLoginPasswordFormFor(
  methods: SecurityMethods,
): FormDefinition<ChangeLoginPasswordData> {
  const codes = methodCodesPart(methods);
  const fields = ['loginPword', 'newLoginPword', 'confirmLoginPword', ...codes.fields];
  return {
    id: 'change-login-password',
    title: 'personal:forms.changeLoginPassword.title',
    operationId: 'updateLoginPassword',
    schema: pickRequestBody(bodies.updateLoginPassword, fields, {
      loginPword: CURRENT_PASSWORD_RULE,
      newLoginPword: NEW_PASSWORD_RULE,
      confirmLoginPword: NEW_PASSWORD_RULE,
      ...codeRules(codes.fields),
    }),
    uiSchema: {
      'ui:order': fields,
      loginPword: currentPasswordUi('personal:forms.changeLoginPassword.current'),
      newLoginPword: newPasswordUi('auth:fields.newPassword', 'auth:fields.passwordHelp'),
      confirmLoginPword: newPasswordUi('auth:fields.confirmPassword', WITHDRAWAL_LOCK_HELP),
      ...codes.ui,
    },
    customValidate: requiredCodes(
      codes.on,
      matchingValidator<ChangeLoginPasswordData>('newLoginPword', 'confirmLoginPword'),
    ),
    sample: {},
    secretSample: {
      loginPword: 'OldSecret1',
      newLoginPword: 'Secret123',
      confirmLoginPword: 'Secret123',
      ...sampleCodes(codes.on),
    },
  };
}

export const changeLoginPasswordForm = changeLoginPasswordFormFor(GALLERY_METHODS);
