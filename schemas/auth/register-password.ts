// Register, step 3 (submitRegisterPassword): the password twice, the invitation code and the agreement to
// the terms of service and privacy policy (spec §5). The invitation code is optional unless step 1
// answered inviteCodeRequired: true, hence the factory; the gallery shows the optional one.
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { matchingValidator } from '@/forms/rules/validators';
import { requireFields } from './security-codes';
import { NEW_PASSWORD_RULE, newPasswordUi } from './shared-fields';
import * as bodies from '@generated/request-bodies';

export type RegisterPasswordData = {
  loginPword: string;
  newPassword: string;
  invitedCode?: string;
  agreeTerms: boolean;
};

const AGREEMENT_MESSAGE = 'auth:register.agreeRequired';

export function registerPasswordForm(inviteRequired: boolean): FormDefinition<RegisterPasswordData> {
  const schema = pickRequestBody(
    bodies.submitRegisterPassword,
    ['loginPword', 'newPassword', 'invitedCode', 'agreeTerms'],
    {
      loginPword: NEW_PASSWORD_RULE,
      newPassword: NEW_PASSWORD_RULE,
      // rjsf fills a `const` in as the field's value (constAsDefaults), which would tick the box for the
      // user; an enum of the one value is the same rule, and rjsf leaves the box unticked.
      agreeTerms: { const: undefined, enum: [true] },
      ...(inviteRequired ? { invitedCode: { minLength: 1 } } : {}),
    },
  );
  return {
    // One id per variant: the forms gallery lists both.
    id: inviteRequired ? 'register-password-invite-required' : 'register-password',
    title: 'auth:register.titlePassword',
    operationId: 'submitRegisterPassword',
    schema: inviteRequired ? requireFields(schema, ['invitedCode']) : schema,
    uiSchema: {
      'ui:order': ['loginPword', 'newPassword', 'invitedCode', 'agreeTerms'],
      loginPword: newPasswordUi('auth:fields.password', 'auth:fields.passwordHelp'),
      newPassword: newPasswordUi('auth:fields.confirmPassword'),
      invitedCode: {
        'ui:title': inviteRequired ? 'auth:register.inviteCode' : 'auth:register.inviteCodeOptional',
        'ui:widget': 'smartText',
        'ui:options': { stripSpaces: true, maxLength: 32 },
      },
      agreeTerms: {
        'ui:title': 'auth:register.agreeTerms',
        'ui:widget': 'checkbox',
        'ui:errorMessages': { required: AGREEMENT_MESSAGE, enum: AGREEMENT_MESSAGE },
      },
    },
    customValidate: matchingValidator<RegisterPasswordData>('loginPword', 'newPassword'),
    sample: { invitedCode: 'INV8K2Q', agreeTerms: true },
    secretSample: { loginPword: 'Secret123', newPassword: 'Secret123' },
  };
}
