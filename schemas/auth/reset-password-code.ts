// Reset password, step 2 (checkResetPasswordCode): the 6-digit code sent to the account of step 1; the page
// sends the step token. A resend goes through the `account` sender (scene RESET_PASSWORD).
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { CODE_RULE, sendCodeUi } from './security-codes';
import * as bodies from '@generated/request-bodies';

export type ResetPasswordCodeData = { numberCode: string };

export const resetPasswordCodeForm: FormDefinition<ResetPasswordCodeData> = {
  id: 'reset-password-code',
  title: 'auth:resetPassword.titleCode',
  operationId: 'checkResetPasswordCode',
  schema: pickRequestBody(bodies.checkResetPasswordCode, ['numberCode'], { numberCode: CODE_RULE }),
  uiSchema: {
    'ui:order': ['numberCode'],
    numberCode: sendCodeUi('auth:fields.code', 'account', 'auth:resetPassword.codeHelp'),
  },
  sample: {},
  secretSample: { numberCode: '123456' },
};
