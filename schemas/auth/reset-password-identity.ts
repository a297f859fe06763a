// Reset password, step 3 (checkResetPasswordIdentity): the ID document number and/or the Google code, as
// step 2 asked. When it asked for neither the page sends only the token and shows no form; when it did not
// say (contract ResetCodeResult: both flags optional), both fields are shown and neither is required.
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { CODE_RULE, googleCodeUi, requireFields } from './security-codes';
import * as bodies from '@generated/request-bodies';

export type ResetPasswordIdentityData = { certifcateNumber?: string; googleCode?: string };

export interface IdentityAsked {
  idNumber: boolean;
  google: boolean;
  /** Step 2 did not say what it needs: the fields are offered, none required; the server checks them. */
  optional?: boolean;
}

export function resetPasswordIdentityFormFor(
  asked: IdentityAsked,
): FormDefinition<ResetPasswordIdentityData> {
  const fields = [
    ...(asked.idNumber ? ['certifcateNumber' as const] : []),
    ...(asked.google ? ['googleCode' as const] : []),
  ];
  // One id per variant (the forms gallery lists them); the full check keeps the plain id.
  const variant = asked.optional
    ? '-unknown'
    : asked.idNumber && asked.google
      ? ''
      : asked.idNumber
        ? '-id-number'
        : '-google';
  return {
    id: `reset-password-identity${variant}`,
    title: 'auth:resetPassword.titleIdentity',
    operationId: 'checkResetPasswordIdentity',
    schema: requireFields(
      pickRequestBody(bodies.checkResetPasswordIdentity, fields, {
        certifcateNumber: { pattern: '\\S' },
        googleCode: CODE_RULE,
      }),
      asked.optional ? [] : fields,
    ),
    uiSchema: {
      'ui:order': fields,
      certifcateNumber: {
        'ui:title': 'auth:resetPassword.idNumber',
        'ui:help': 'auth:resetPassword.idNumberHelp',
        'ui:errorMessages': { pattern: 'forms:errors.required' },
      },
      googleCode: googleCodeUi('auth:fields.googleCode'),
    },
    sample: asked.idNumber ? { certifcateNumber: 'E1234567' } : {},
    secretSample: asked.google ? { googleCode: '123456' } : {},
  };
}

export const resetPasswordIdentityForm = resetPasswordIdentityFormFor({ idNumber: true, google: true });
