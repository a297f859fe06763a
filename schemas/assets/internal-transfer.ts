import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { InternalTransferRequest, WithdrawConfig } from '@generated/models';
import { isDigits, isEmail, isPhone } from '@/forms/formats';
import { checkRecipient, type Sender } from '@/forms/rules/transfer';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { addressUi, coinUi, tagUi } from './common-fields';
import { networkUi, networkValidator } from './network-field';
import { requiredCodes } from '../auth/security-codes';
import { moneyAmountValidator } from './amount-rule';
import { withBranches } from './schema-helpers';
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

/** Spec §4 "Internal transfer": on chain to an address, or to another user by UID, phone or email. */
export type InternalTransferFormData = Pick<
  InternalTransferRequest,
  | 'mode'
  | 'symbol'
  | 'amount'
  | 'chainName'
  | 'address'
  | 'tag'
  | 'fee'
  | 'account'
  | 'countryCode'
  | CodeField
>;

/** What the server gives the form (getWithdrawConfig): the on-chain fee, the coin's decimals and the
 * available balance the amount comes from. */
export type InternalTransferConfig = Pick<WithdrawConfig, 'fee' | 'precision' | 'available'>;

/** A sample signed-in sender and USDT's config, for the gallery. */
export const GALLERY_TRANSFER_SENDER: Sender = {
  id: 10031488,
  email: 'investor@example.com',
  mobileNumber: '13800138000',
};
export const GALLERY_TRANSFER_CONFIG: InternalTransferConfig = {
  fee: '1',
  precision: 6,
  available: '10250.42',
};

const ns = 'assets:forms.internalTransfer';
const MODES = ['on_chain', 'uid', 'phone', 'email'] as const;

// Every method's code is in the data schema, and the fee comes in as form data, not a schema default: one
// data schema for every user and coin, so one precompiled validator serves them all.
const ALL_CODES = codeFieldsFor(ALL_SECURITY_METHODS);

function internalTransferSchema(): RJSFSchema {
  const picked = pickRequestBody(
    bodies.submitInternalTransfer,
    [
      'mode',
      'symbol',
      'chainName',
      'address',
      'tag',
      'fee',
      'account',
      'countryCode',
      'amount',
      ...ALL_CODES,
    ],
    {
      ...codeRefinements(ALL_SECURITY_METHODS),
      mode: { default: 'uid' },
    },
  );
  // Which fields show in which mode, and what each requires: the contract's if/then/else, said again per
  // branch so each required field is marked (rjsf's nested else/if lost the recipient's mark in phone
  // mode). The recipient's format is the mode's (customValidate), so its message names that mode only.
  return withBranches(picked, 'mode', [
    { values: ['on_chain'], fields: ['chainName', 'address', 'tag', 'fee'], required: ['address', 'fee'] },
    { values: ['uid', 'email'], fields: ['account'], required: ['account'] },
    { values: ['phone'], fields: ['countryCode', 'account'], required: ['countryCode', 'account'] },
  ]);
}

function internalTransferUiSchema(
  config: InternalTransferConfig,
  methods: readonly SecurityMethod[],
  mode: InternalTransferFormData['mode'],
  chains: readonly string[],
): UiSchema<InternalTransferFormData> {
  return {
    'ui:order': ['mode', 'symbol', '*', 'amount', ...ALL_CODES],
    mode: {
      'ui:title': `${ns}.mode`,
      'ui:widget': 'radioChoice',
      'ui:enumNames': Object.fromEntries(MODES.map((mode) => [mode, `${ns}.modes.${mode}`])),
    },
    symbol: coinUi,
    // On chain: the network the coins go out on, one of the coin's market chains (spec §3).
    chainName: networkUi(chains),
    address: addressUi,
    tag: tagUi,
    fee: { 'ui:title': 'assets:forms.withdrawal.fee', 'ui:readonly': true },
    countryCode: {
      'ui:title': `${ns}.countryCode`,
      'ui:placeholder': `${ns}.countryCodePlaceholder`,
      'ui:widget': 'smartText',
      'ui:options': { stripSpaces: true, maxLength: 4 },
      'ui:errorMessages': { pattern: `${ns}.countryCodeInvalid` },
    },
    account: {
      'ui:title': `${ns}.recipient`,
      // The recipient shows in the internal modes only.
      'ui:placeholder': `${ns}.recipientPlaceholders.${mode === 'on_chain' ? 'uid' : mode}`,
      'ui:widget': 'smartText',
      'ui:options': { stripSpaces: true, maxLength: 100 },
    },
    amount: {
      'ui:title': `${ns}.amount`,
      'ui:widget': 'amount',
      'ui:options': { precision: config.precision, available: config.available },
    },
    ...Object.fromEntries(ALL_CODES.map((field) => [field, { 'ui:widget': 'hidden' }])),
    ...codeUiSchema(methods),
  };
}

/** The fee the form starts with: the server's on-chain fee, shown read-only and sent back unchanged. */
export const transferStart = (config: InternalTransferConfig): Partial<InternalTransferFormData> => ({
  fee: config.fee,
});

type InternalMode = 'uid' | 'phone' | 'email';

/** Spec §5: a UID is digits, a phone at least 7 digits, an email an email; and never the sender. */
const RECIPIENT_FORMAT: Record<InternalMode, (value: string) => boolean> = {
  uid: isDigits,
  phone: isPhone,
  email: isEmail,
};

/** The recipient (`account`) in the internal modes, told in the words of the chosen mode. */
function accountValidator(sender: Sender): CustomValidator<InternalTransferFormData> {
  return (data, errors) => {
    const mode = data?.mode;
    const account = data?.account?.trim();
    if (!account || !mode || mode === 'on_chain') return errors;
    if (!RECIPIENT_FORMAT[mode](account)) errors.account?.addError(`${ns}.recipientInvalid.${mode}`);
    else if (checkRecipient(account, sender) === 'self')
      errors.account?.addError('forms:errors.transfer.self');
    return errors;
  };
}

/** The recipient rules, and the amount's: above 0, within the coin's decimals and the balance (spec §5). */
function transferRules(
  sender: Sender,
  config: InternalTransferConfig,
  chains: readonly string[],
): CustomValidator<InternalTransferFormData> {
  const recipient = accountValidator(sender);
  const amount = moneyAmountValidator<InternalTransferFormData>(config);
  // The network and the address's format on it, in the on-chain mode only.
  const network = networkValidator<InternalTransferFormData>(chains);
  return (data, errors, uiSchema) => {
    const checked = data?.mode === 'on_chain' ? network(data, errors, uiSchema) : errors;
    return amount(data, recipient(data, checked, uiSchema), uiSchema);
  };
}

/**
 * The internal transfer form of the signed-in `sender` (spec §5: the recipient is a valid phone, email or
 * UID, as the chosen `mode` says, and not the sender), asking for the codes of `methods` (the user's bound
 * security methods).
 */
export function internalTransferForm(
  sender: Sender,
  config: InternalTransferConfig,
  methods: readonly SecurityMethod[] = ALL_SECURITY_METHODS,
  mode: InternalTransferFormData['mode'] = 'uid',
  chains: readonly string[] = [],
): FormDefinition<InternalTransferFormData> {
  return {
    id: 'internalTransfer',
    title: `${ns}.title`,
    operationId: 'submitInternalTransfer',
    schema: internalTransferSchema(),
    uiSchema: internalTransferUiSchema(config, methods, mode, chains),
    customValidate: requiredCodes(codeFieldsFor(methods), transferRules(sender, config, chains)),
    sample: { mode: 'uid', symbol: 'USDT', account: '10031502', amount: '500' },
    secretSample: sampleCodes(methods),
  };
}
