import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FiatDepositCreateRequest } from '@generated/models';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { moneyAmountValidator } from './amount-rule';
import * as bodies from '@generated/request-bodies';

/** A fiat deposit order (createFiatDeposit): the amount the user will transfer. The fiat is chosen on
 * the screen from the contract's list (getFiatCoinList), never typed. */
export type FiatDepositFormData = Pick<FiatDepositCreateRequest, 'amount'>;

const ns = 'assets:forms.fiatDeposit';

/** Fiat amounts are typed to the cent. */
export const FIAT_PRECISION = 2;

export const fiatDepositSchema: RJSFSchema = pickRequestBody(bodies.createFiatDeposit, ['amount']);

export const fiatDepositUiSchema: UiSchema<FiatDepositFormData> = {
  amount: {
    'ui:title': `${ns}.amount`,
    // Spec §9: bank transfers above 50,000 CNY may arrive late.
    'ui:help': `${ns}.amountHelp`,
    'ui:widget': 'amount',
    'ui:options': { precision: FIAT_PRECISION },
  },
};

export const fiatDepositForm: FormDefinition<FiatDepositFormData> = {
  id: 'fiatDeposit',
  title: `${ns}.title`,
  operationId: 'createFiatDeposit',
  schema: fiatDepositSchema,
  uiSchema: fiatDepositUiSchema,
  // An order for nothing is no order (spec §5 amount rules).
  customValidate: moneyAmountValidator({ precision: FIAT_PRECISION }),
  // The fiat chosen above the form (a select of getFiatCoinList).
  carriedFields: ['symbol'],
  sample: { amount: '20000' },
};
