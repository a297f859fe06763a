// Register, step 2 (checkRegisterCode): the 6-digit code sent to the account of step 1. The page fills
// registerCode with that account (shown read-only) and sends the step token; a resend goes through the
// `account` sender (sendSmsCode or sendEmailCode, scene REGISTER).
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { CODE_RULE, sendCodeUi } from './security-codes';
import * as bodies from '@generated/request-bodies';

export type RegisterCodeData = { registerCode: string; numberCode: string };

export const registerCodeForm: FormDefinition<RegisterCodeData> = {
  id: 'register-code',
  title: 'auth:register.titleCode',
  operationId: 'checkRegisterCode',
  schema: pickRequestBody(bodies.checkRegisterCode, ['registerCode', 'numberCode'], {
    numberCode: CODE_RULE,
  }),
  uiSchema: {
    'ui:order': ['registerCode', 'numberCode'],
    registerCode: { 'ui:title': 'auth:register.account', 'ui:readonly': true },
    numberCode: sendCodeUi('auth:fields.code', 'account', 'auth:register.codeHelp'),
  },
  sample: { registerCode: 'new.investor@example.com' },
  secretSample: { numberCode: '123456' },
};
