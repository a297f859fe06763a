// Register, step 1 (submitRegisterAccount): the account, by email or by phone (spec §2 "register by phone
// or email"), one form per tab. The page runs the security check (spec §5) before the call and sends its
// result with the account; the answer carries the step token and whether step 3 needs an invitation code.
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

export type RegisterEmailData = { email: string };
export type RegisterPhoneData = { countryCode: string; mobileNumber: string };

export const registerEmailForm: FormDefinition<RegisterEmailData> = {
  id: 'register-email',
  title: 'auth:register.titleEmail',
  operationId: 'submitRegisterAccount',
  // The body takes either account, so neither is required there; this tab needs the email.
  schema: requireFields(pickRequestBody(bodies.submitRegisterAccount, ['email']), ['email']),
  uiSchema: {
    'ui:order': ['email'],
    email: { ...emailUi(), 'ui:help': 'auth:register.codeWillBeSent' },
  },
  sample: { email: 'new.investor@example.com' },
};

export const registerPhoneForm: FormDefinition<RegisterPhoneData> = {
  id: 'register-phone',
  title: 'auth:register.titlePhone',
  operationId: 'submitRegisterAccount',
  schema: requireFields(
    pickRequestBody(bodies.submitRegisterAccount, ['countryCode', 'mobileNumber'], {
      countryCode: TYPED_COUNTRY_CODE_RULE,
      mobileNumber: PHONE_NUMBER_RULE,
    }),
    ['countryCode', 'mobileNumber'],
  ),
  uiSchema: {
    'ui:order': ['countryCode', 'mobileNumber'],
    countryCode: typedCountryCodeUi,
    mobileNumber: { ...mobileNumberUi(), 'ui:help': 'auth:register.codeWillBeSent' },
  },
  toBody: withCallingCode,
  sample: { countryCode: '65', mobileNumber: '91234567' },
};
