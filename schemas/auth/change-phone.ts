// Change the bound phone (updatePhone, spec §2 /personal/changePhone): the code sent to the current number
// (`sms` sender), the new calling code and number, the code sent to it (`newSms` sender), both scene
// CHANGE_PHONE, and the codes of the other methods the user has on. Spec §9: withdrawals are locked for 48
// hours after the change.
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
import { PHONE_NUMBER_RULE, WITHDRAWAL_LOCK_HELP, countryCodeUi, mobileNumberUi } from './shared-fields';
import * as bodies from '@generated/request-bodies';

export type ChangePhoneData = {
  oldSmsValidCode: string;
  countryCode: string;
  mobileNumber: string;
  smsValidCode: string;
} & MethodCodes;

export function changePhoneFormFor(methods: SecurityMethods): FormDefinition<ChangePhoneData> {
  // The current number's code is oldSmsValidCode; smsValidCode is the new number's.
  const codes = methodCodesPart(methods, ['smsValidCode']);
  const fields = ['oldSmsValidCode', 'countryCode', 'mobileNumber', 'smsValidCode', ...codes.fields];
  return {
    id: 'change-phone',
    title: 'personal:forms.changePhone.title',
    operationId: 'updatePhone',
    schema: pickRequestBody(bodies.updatePhone, fields, {
      mobileNumber: PHONE_NUMBER_RULE,
      oldSmsValidCode: CODE_RULE,
      smsValidCode: CODE_RULE,
      ...codeRules(codes.fields),
    }),
    uiSchema: {
      'ui:order': fields,
      oldSmsValidCode: sendCodeUi('personal:codes.oldSms', 'sms'),
      countryCode: countryCodeUi,
      mobileNumber: {
        ...mobileNumberUi('personal:forms.changePhone.mobileNumber'),
        'ui:help': WITHDRAWAL_LOCK_HELP,
      },
      smsValidCode: sendCodeUi('personal:codes.newSms', 'newSms'),
      ...codes.ui,
    },
    customValidate: requiredCodes(codes.on),
    sample: { countryCode: '65', mobileNumber: '98765432' },
    secretSample: sampleCodes(['oldSmsValidCode', 'smsValidCode', ...codes.on]),
  };
}

export const changePhoneForm = changePhoneFormFor(GALLERY_METHODS);
