import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { WithdrawConfig, WithdrawalSubmitRequest } from '@generated/models';
import type { WithdrawalLimits } from '@/forms/rules/withdrawal';
import { withdrawalValidator } from '@/forms/rules/validators';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { addressUi, coinUi, tagUi } from './common-fields';
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
  'symbol' | 'address' | 'tag' | 'amount' | 'fee' | CodeField
>;

/** What the server's withdraw config (getWithdrawConfig) gives the form: the coin, its precision and the
 * spec §5 limits. */
export type WithdrawalFormLimits = WithdrawalLimits & Pick<WithdrawConfig, 'symbol' | 'precision'>;

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

function withdrawalSchema(limits: WithdrawalFormLimits, methods: readonly SecurityMethod[]): RJSFSchema {
  const codes = codeFieldsFor(methods);
  const picked = pickRequestBody(
    bodies.submitWithdrawal,
    ['symbol', 'address', 'tag', 'amount', 'fee', ...codes],
    // The coin and the fee are the server's; the form shows them and sends them back unchanged.
    { ...codeRefinements(methods), symbol: { default: limits.symbol }, fee: { default: limits.fee } },
  );
  // This form withdraws to an address typed in (the contract also takes a saved addressId).
  return withRequired(picked, ['address', ...codes]);
}

function withdrawalUiSchema(
  limits: WithdrawalFormLimits,
  methods: readonly SecurityMethod[],
): UiSchema<WithdrawalFormData> {
  return {
    'ui:order': ['symbol', 'address', 'tag', 'amount', 'fee', ...codeFieldsFor(methods)],
    // Spec §9: the 48-hour lock after a security change, and the daily limit.
    'ui:help': `${ns}.help`,
    symbol: { ...coinUi, 'ui:readonly': true },
    address: addressUi,
    tag: tagUi,
    amount: {
      'ui:title': `${ns}.amount`,
      'ui:help': `${ns}.amountHelp`,
      'ui:widget': 'amount',
      'ui:options': { precision: limits.precision, available: limits.available },
    },
    fee: { 'ui:title': `${ns}.fee`, 'ui:help': `${ns}.feeHelp`, 'ui:readonly': true },
    ...codeUiSchema(methods),
  };
}

/**
 * The withdrawal form for one coin's server limits (spec §5 "Withdrawal": amount above the fee, within the
 * available balance, amount − fee above the minimum and below the single and remaining daily limits, fee
 * the server's), asking for the codes of `methods` (the user's bound security methods).
 */
export function withdrawalForm(
  limits: WithdrawalFormLimits,
  methods: readonly SecurityMethod[] = ALL_SECURITY_METHODS,
): FormDefinition<WithdrawalFormData> {
  return {
    id: 'withdrawal',
    title: `${ns}.title`,
    operationId: 'submitWithdrawal',
    schema: withdrawalSchema(limits, methods),
    uiSchema: withdrawalUiSchema(limits, methods),
    customValidate: asFormValidator<WithdrawalFormData>(withdrawalValidator(limits)),
    sample: {
      symbol: limits.symbol,
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      amount: '250',
      fee: limits.fee,
    },
    secretSample: sampleCodes(methods),
  };
}
