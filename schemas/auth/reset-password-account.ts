// Reset password, step 1 (submitResetPasswordAccount): the account, by email or by phone (spec §2 "reset
// by phone or email"), one form per tab. The page runs the security check (spec §5) before the call.
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { requireFields } from './security-codes';
import {
  PHONE_NUMBER_RULE,
  TYPED_COUNTRY_CODE_RULE,
  typedCountryCodeUi,
  withCallingCode,
  emailUi,
  mobileNumberUi,
} from './shared-fields';
import * as bodies from '@generated/request-bodies';

export type ResetPasswordEmailData = { registerCode: string };
export type ResetPasswordPhoneData = { countryCode: string; registerCode: string };

export const resetPasswordEmailForm: FormDefinition<ResetPasswordEmailData> = {
  id: 'reset-password-email',
  title: 'auth:resetPassword.titleEmail',
  operationId: 'submitResetPasswordAccount',
  // registerCode holds the account: here an email address (spec §5 valid email).
  schema: pickRequestBody(bodies.submitResetPasswordAccount, ['registerCode'], {
    registerCode: { format: 'email', maxLength: 100 },
  }),
  uiSchema: {
    'ui:order': ['registerCode'],
    registerCode: emailUi(),
  },
  sample: { registerCode: 'investor@example.com' },
};

export const resetPasswordPhoneForm: FormDefinition<ResetPasswordPhoneData> = {
  id: 'reset-password-phone',
  title: 'auth:resetPassword.titlePhone',
  operationId: 'submitResetPasswordAccount',
  // registerCode holds the account: here the number without its calling code, which goes in countryCode.
  schema: requireFields(
    pickRequestBody(bodies.submitResetPasswordAccount, ['countryCode', 'registerCode'], {
      countryCode: TYPED_COUNTRY_CODE_RULE,
      registerCode: { ...PHONE_NUMBER_RULE, pattern: '^[0-9]{7,20}$' },
    }),
    ['countryCode'],
  ),
  uiSchema: {
    'ui:order': ['countryCode', 'registerCode'],
    countryCode: typedCountryCodeUi,
    registerCode: mobileNumberUi(),
  },
  toBody: withCallingCode,
  sample: { countryCode: '65', registerCode: '91234567' },
};
