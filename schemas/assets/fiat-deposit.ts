import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FiatDepositCreateRequest } from '@generated/models';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { fiatUi } from './common-fields';
import * as bodies from '@generated/request-bodies';

/** A fiat deposit order (createFiatDeposit): the fiat and the amount the user will transfer. */
export type FiatDepositFormData = Pick<FiatDepositCreateRequest, 'symbol' | 'amount'>;

const ns = 'assets:forms.fiatDeposit';

/** Fiat amounts are typed to the cent. */
export const FIAT_PRECISION = 2;

export const fiatDepositSchema: RJSFSchema = pickRequestBody(bodies.createFiatDeposit, ['symbol', 'amount']);

export const fiatDepositUiSchema: UiSchema<FiatDepositFormData> = {
  'ui:order': ['symbol', 'amount'],
  symbol: fiatUi,
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
  sample: { symbol: 'cny', amount: '20000' },
};
