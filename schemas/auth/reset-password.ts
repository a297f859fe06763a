// Reset password, step 4 (submitResetPassword): the new password twice (spec §5); the page sends the step
// token. Spec §9: withdrawals are locked for 48 hours after a reset.
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { matchingValidator } from '@/forms/rules/validators';
import { NEW_PASSWORD_RULE, WITHDRAWAL_LOCK_HELP, newPasswordUi } from './shared-fields';
import * as bodies from '@generated/request-bodies';

export type ResetPasswordData = { loginPword: string; newPassword: string };

export const resetPasswordForm: FormDefinition<ResetPasswordData> = {
  id: 'reset-password',
  title: 'auth:resetPassword.titlePassword',
  operationId: 'submitResetPassword',
  schema: pickRequestBody(bodies.submitResetPassword, ['loginPword', 'newPassword'], {
    loginPword: NEW_PASSWORD_RULE,
    newPassword: NEW_PASSWORD_RULE,
  }),
  uiSchema: {
    'ui:order': ['loginPword', 'newPassword'],
    loginPword: newPasswordUi('auth:fields.newPassword', 'auth:fields.passwordHelp'),
    newPassword: newPasswordUi('auth:fields.confirmPassword', WITHDRAWAL_LOCK_HELP),
  },
  customValidate: matchingValidator<ResetPasswordData>('loginPword', 'newPassword'),
  sample: {},
  secretSample: { loginPword: 'Secret123', newPassword: 'Secret123' },
};
