// Set and reset the fund (capital) password (setCapitalPassword, resetCapitalPassword; spec §3, §6): the
// password twice (the login-password rule, as the contract chose) and the codes of the methods the user
// has on. Spec §9: withdrawals are locked for 48 hours after a change of the fund password.
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import * as bodies from '@generated/request-bodies';
import { matchingValidator } from '@/forms/rules/validators';
import type { MethodCodes, SecurityMethods } from './security-codes';
import { GALLERY_METHODS, codeRules, methodCodesPart, requiredCodes, sampleCodes } from './security-codes';
import { NEW_PASSWORD_RULE, WITHDRAWAL_LOCK_HELP, newPasswordUi } from './shared-fields';

export type FundPasswordData = { capitalPword: string; confirmCapitalPword: string } & MethodCodes;

type Kind = 'set' | 'reset';

function fundPasswordForm(kind: Kind, methods: SecurityMethods): FormDefinition<FundPasswordData> {
  const operationId = kind === 'set' ? 'setCapitalPassword' : 'resetCapitalPassword';
  const codes = methodCodesPart(methods);
  const fields = ['capitalPword', 'confirmCapitalPword', ...codes.fields];
  return {
    id: `${kind}-fund-password`,
    title: `personal:forms.fundPassword.${kind}Title`,
    operationId,
    schema: pickRequestBody(
      kind === 'set' ? bodies.setCapitalPassword : bodies.resetCapitalPassword,
      fields,
      {
        capitalPword: NEW_PASSWORD_RULE,
        confirmCapitalPword: NEW_PASSWORD_RULE,
        ...codeRules(codes.fields),
      },
    ),
    uiSchema: {
      'ui:order': fields,
      capitalPword: newPasswordUi('personal:forms.fundPassword.password', 'auth:fields.passwordHelp'),
      confirmCapitalPword: newPasswordUi(
        'personal:forms.fundPassword.confirm',
        kind === 'reset' ? WITHDRAWAL_LOCK_HELP : undefined,
      ),
      ...codes.ui,
    },
    customValidate: requiredCodes(
      codes.on,
      matchingValidator<FundPasswordData>('capitalPword', 'confirmCapitalPword'),
    ),
    sample: {},
    secretSample: { capitalPword: 'Fund1234', confirmCapitalPword: 'Fund1234', ...sampleCodes(codes.on) },
  };
}

export const setFundPasswordFormFor = (methods: SecurityMethods) => fundPasswordForm('set', methods);
export const resetFundPasswordFormFor = (methods: SecurityMethods) => fundPasswordForm('reset', methods);

export const setFundPasswordForm = setFundPasswordFormFor(GALLERY_METHODS);
export const resetFundPasswordForm = resetFundPasswordFormFor(GALLERY_METHODS);
