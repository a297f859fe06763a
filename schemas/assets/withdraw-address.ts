import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { RequestContext, WithdrawAddressAddRequest } from '@generated/models';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { addressUi, coinUi, tagUi } from './common-fields';
import { networkUi, networkValidator } from './network-field';
import { requiredCodes } from '../auth/security-codes';
import {
  ALL_SECURITY_METHODS,
  codeFieldsFor,
  codeRefinements,
  codeUiSchema,
  sampleCodes,
  type SecurityMethod,
} from './security-codes';
import * as bodies from '@generated/request-bodies';

/** Spec §3 "Withdrawal address": coin, address, tag (memo), remark, trusted flag, and the codes. */
export type WithdrawAddressFormData = Omit<WithdrawAddressAddRequest, keyof RequestContext>;

const ns = 'assets:forms.withdrawAddress';

// Every method's code is in the data schema, so one precompiled validator serves every user; the
// user's methods decide which codes show and are required (customValidate).
const ALL_CODES = codeFieldsFor(ALL_SECURITY_METHODS);

function withdrawAddressSchema(): RJSFSchema {
  return pickRequestBody(
    bodies.addWithdrawAddress,
    ['symbol', 'chainName', 'address', 'tag', 'label', 'trustType', ...ALL_CODES],
    // Not trusted until the user ticks the box (the contract needs 0 or 1, never nothing).
    { ...codeRefinements(ALL_SECURITY_METHODS), trustType: { default: 0 } },
  );
}

function withdrawAddressUiSchema(
  methods: readonly SecurityMethod[],
  chains: readonly string[],
): UiSchema<WithdrawAddressFormData> {
  return {
    'ui:order': ['symbol', 'chainName', 'address', 'tag', 'label', 'trustType', ...ALL_CODES],
    symbol: coinUi,
    // The address is saved under its network (the list's tokenBase), one of the coin's market chains.
    chainName: networkUi(chains),
    address: addressUi,
    tag: tagUi,
    label: {
      'ui:title': `${ns}.label`,
      'ui:placeholder': `${ns}.labelPlaceholder`,
      'ui:widget': 'smartText',
      'ui:options': { maxLength: 50 },
    },
    trustType: {
      'ui:title': `${ns}.trusted`,
      'ui:description': `${ns}.trustedHelp`,
      'ui:widget': 'flagCheckbox',
    },
    ...Object.fromEntries(ALL_CODES.map((field) => [field, { 'ui:widget': 'hidden' }])),
    ...codeUiSchema(methods),
  };
}

/**
 * The address-book form asking for the codes of `methods` (the user's bound security methods), on one of
 * `chains` (the typed coin's market chains; the address in that network's format).
 */
export function withdrawAddressFormFor(
  methods: readonly SecurityMethod[],
  chains: readonly string[] = [],
): FormDefinition<WithdrawAddressFormData> {
  return {
    id: 'withdrawAddress',
    title: `${ns}.title`,
    operationId: 'addWithdrawAddress',
    schema: withdrawAddressSchema(),
    uiSchema: withdrawAddressUiSchema(methods, chains),
    customValidate: requiredCodes(codeFieldsFor(methods), networkValidator<WithdrawAddressFormData>(chains)),
    sample: {
      symbol: 'XRP',
      ...(chains.includes('XRP') ? { chainName: 'XRP' } : {}),
      address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
      tag: '104729',
      label: 'Exchange hot wallet',
      trustType: 1,
    },
    secretSample: sampleCodes(methods),
  };
}

export const withdrawAddressForm = withdrawAddressFormFor(ALL_SECURITY_METHODS);
