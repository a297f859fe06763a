import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { WithdrawConfig, WithdrawalSubmitRequest } from '@generated/models';
import type { WithdrawalLimits } from '@/forms/rules/withdrawal';
import { withdrawalValidator } from '@/forms/rules/validators';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { addressUi, tagUi } from './common-fields';
import { networkUi, networkValidator } from './network-field';
import { requiredCodes } from '../auth/security-codes';
import { asFormValidator, withRequired } from './schema-helpers';
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

/** A coin withdrawal to a new address (submitWithdrawal); a saved address goes by addressId instead. */
export type WithdrawalFormData = Pick<
  WithdrawalSubmitRequest,
  'symbol' | 'chainName' | 'address' | 'tag' | 'amount' | 'fee' | CodeField
>;

/** What the server's withdraw config (getWithdrawConfig) gives the form: the coin, its precision and the
 * spec §5 limits, and whether the coin needs a tag (memo). */
export type WithdrawalFormLimits = WithdrawalLimits &
  Pick<WithdrawConfig, 'symbol' | 'precision'> &
  Partial<Pick<WithdrawConfig, 'tagRequired'>>;

/** The mock's USDT config (getWithdrawConfig, example "withdrawConfig"), for the gallery. */
export const GALLERY_WITHDRAWAL_LIMITS: WithdrawalFormLimits = {
  symbol: 'USDT',
  precision: 6,
  available: '10250.42',
  fee: '1',
  minAmount: '10',
  maxSingleAmount: '50000',
  remainingDailyLimit: '98750',
};

const ns = 'assets:forms.withdrawal';

// Every method's code is in the data schema, and the coin and fee come in as form data, not schema
// defaults: one data schema for every user and coin, so one precompiled validator serves them all.
const ALL_CODES = codeFieldsFor(ALL_SECURITY_METHODS);

export function withdrawalSchema(): RJSFSchema {
  const picked = pickRequestBody(
    bodies.submitWithdrawal,
    ['symbol', 'chainName', 'address', 'tag', 'amount', 'fee', ...ALL_CODES],
    codeRefinements(ALL_SECURITY_METHODS),
  );
  // This form withdraws to an address typed in (the contract also takes a saved addressId).
  return withRequired(picked, ['address']);
}

function withdrawalUiSchema(
  limits: WithdrawalFormLimits,
  methods: readonly SecurityMethod[],
  chains: readonly string[],
): UiSchema<WithdrawalFormData> {
  return {
    'ui:order': ['symbol', 'chainName', 'address', 'tag', 'amount', 'fee', ...ALL_CODES],
    // Spec §9: the 48-hour lock after a security change, and the daily limit.
    'ui:help': `${ns}.help`,
    // The coin is chosen above the form (the page's coin picker); a second Coin field only repeated it.
    symbol: { 'ui:widget': 'hidden' },
    // The coin's networks (spec §3 market chains): coins sent on the wrong one are lost, so it is asked
    // before the address, which is checked against its format.
    chainName: networkUi(chains),
    address: addressUi,
    tag: tagUi,
    amount: {
      'ui:title': `${ns}.amount`,
      'ui:help': `${ns}.amountHelp`,
      'ui:widget': 'amount',
      'ui:options': { precision: limits.precision, available: limits.available },
    },
    fee: { 'ui:title': `${ns}.fee`, 'ui:help': `${ns}.feeHelp`, 'ui:readonly': true },
    ...Object.fromEntries(ALL_CODES.map((field) => [field, { 'ui:widget': 'hidden' }])),
    ...codeUiSchema(methods),
  };
}

/** A coin that needs a tag (memo) needs it with every address (WithdrawConfig.tagRequired). */
function tagValidator(limits: WithdrawalFormLimits): CustomValidator<WithdrawalFormData> {
  const amountRules = asFormValidator<WithdrawalFormData>(withdrawalValidator(limits));
  return (data, errors, uiSchema) => {
    if (limits.tagRequired && !data?.tag?.trim()) errors.tag?.addError('forms:errors.required');
    return amountRules(data, errors, uiSchema);
  };
}

/** The coin and fee the form starts with: the server's, shown read-only and sent back unchanged. */
export const withdrawalStart = (limits: WithdrawalFormLimits): Partial<WithdrawalFormData> => ({
  symbol: limits.symbol,
  fee: limits.fee,
});

/**
 * The withdrawal form for one coin's server limits (spec §5 "Withdrawal": amount above the fee, within the
 * available balance, amount − fee at least the minimum and below the single and remaining daily limits,
 * fee the server's), on one of the coin's `chains` (the address in that network's format), asking for
 * the codes of `methods` (the user's bound security methods).
 */
export function withdrawalForm(
  limits: WithdrawalFormLimits,
  methods: readonly SecurityMethod[] = ALL_SECURITY_METHODS,
  chains: readonly string[] = [],
): FormDefinition<WithdrawalFormData> {
  return {
    id: 'withdrawal',
    title: `${ns}.title`,
    operationId: 'submitWithdrawal',
    schema: withdrawalSchema(),
    uiSchema: withdrawalUiSchema(limits, methods, chains),
    customValidate: requiredCodes(
      codeFieldsFor(methods),
      networkValidator<WithdrawalFormData>(chains, tagValidator(limits)),
    ),
    sample: {
      symbol: limits.symbol,
      ...(chains[0] ? { chainName: chains[0] } : {}),
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      amount: '250',
      fee: limits.fee,
    },
    secretSample: sampleCodes(methods),
  };
}
