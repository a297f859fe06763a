import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { WithdrawAddressTrustRequest } from '@generated/models';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { requiredCodes } from '../auth/security-codes';
import {
  ALL_SECURITY_METHODS,
  codeFieldsFor,
  codeRefinements,
  codeUiSchema,
  sampleCodes,
  type CodeField,
  type SecurityMethod,
} from './security-codes';
import * as bodies from '@generated/request-bodies';

/** Trusting a saved address (updateWithdrawAddressTrust with trustType 1): the codes of the user's methods. */
export type AddressTrustFormData = Pick<WithdrawAddressTrustRequest, CodeField>;

// Every method's code is in the data schema, so one precompiled validator serves every user.
const ALL_CODES = codeFieldsFor(ALL_SECURITY_METHODS);

const addressTrustSchema: RJSFSchema = pickRequestBody(
  bodies.updateWithdrawAddressTrust,
  ALL_CODES,
  codeRefinements(ALL_SECURITY_METHODS),
);

function addressTrustUiSchema(methods: readonly SecurityMethod[]): UiSchema<AddressTrustFormData> {
  return {
    'ui:order': ALL_CODES,
    ...Object.fromEntries(ALL_CODES.map((field) => [field, { 'ui:widget': 'hidden' }])),
    ...codeUiSchema(methods),
  };
}

/** The codes that confirm trusting an address (the address and the flag are the screen's). */
export function addressTrustFormFor(
  methods: readonly SecurityMethod[],
): FormDefinition<AddressTrustFormData> {
  return {
    id: 'withdrawAddressTrust',
    title: 'withdraw:addresses.trustTitle',
    operationId: 'updateWithdrawAddressTrust',
    schema: addressTrustSchema,
    uiSchema: addressTrustUiSchema(methods),
    customValidate: requiredCodes(codeFieldsFor(methods)),
    carriedFields: ['id', 'trustType'],
    sample: {},
    secretSample: sampleCodes(methods),
  };
}

export const addressTrustForm = addressTrustFormFor(ALL_SECURITY_METHODS);
