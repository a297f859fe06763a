// Bind a first phone (bindPhone, spec §2 /personal/bindPhone): calling code and number, the code sent to
// it (the `newSms` sender, scene BIND_PHONE) and the codes of the other methods the user has on.
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
import { PHONE_NUMBER_RULE, countryCodeUi, mobileNumberUi } from './shared-fields';
import * as bodies from '@generated/request-bodies';

export type BindPhoneData = { countryCode: string; mobileNumber: string; smsValidCode: string } & MethodCodes;

export function bindPhoneFormFor(methods: SecurityMethods): FormDefinition<BindPhoneData> {
  // smsValidCode is the new number's code here: the user has no phone yet.
  const codes = methodCodesPart(methods, ['smsValidCode']);
  const fields = ['countryCode', 'mobileNumber', 'smsValidCode', ...codes.fields];
  return {
    id: 'bind-phone',
    title: 'personal:forms.bindPhone.title',
    operationId: 'bindPhone',
    schema: pickRequestBody(bodies.bindPhone, fields, {
      mobileNumber: PHONE_NUMBER_RULE,
      smsValidCode: CODE_RULE,
      ...codeRules(codes.fields),
    }),
    uiSchema: {
      'ui:order': fields,
      countryCode: countryCodeUi,
      mobileNumber: mobileNumberUi(),
      smsValidCode: sendCodeUi('personal:codes.newSms', 'newSms'),
      ...codes.ui,
    },
    customValidate: requiredCodes(codes.on),
    sample: { countryCode: '65', mobileNumber: '91234567' },
    secretSample: sampleCodes(['smsValidCode', ...codes.on]),
  };
}

/** The gallery's user binds a first phone, so has none: email and Google on. */
export const bindPhoneForm = bindPhoneFormFor({ ...GALLERY_METHODS, phone: false, email: true });
