import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { UpiDepositCreateRequest } from '@generated/models';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { moneyAmountValidator } from './amount-rule';
import { noSpacesValidator } from './no-spaces-rule';
import * as bodies from '@generated/request-bodies';

/** A UPI deposit (createUpiDeposit): the rupee amount and the UPI ID that pays; the fiat is always inr. */
export type UpiDepositFormData = Pick<UpiDepositCreateRequest, 'amount' | 'upiAccount'>;

const ns = 'assets:forms.upiDeposit';

/** Rupees are typed to the paisa. */
export const UPI_PRECISION = 2;

export const upiDepositSchema: RJSFSchema = pickRequestBody(bodies.createUpiDeposit, [
  'amount',
  'upiAccount',
]);

export const upiDepositUiSchema: UiSchema<UpiDepositFormData> = {
  'ui:order': ['amount', 'upiAccount'],
  amount: {
    'ui:title': `${ns}.amount`,
    'ui:widget': 'amount',
    'ui:options': { precision: UPI_PRECISION },
  },
  upiAccount: {
    'ui:title': `${ns}.upiAccount`,
    'ui:placeholder': `${ns}.upiAccountPlaceholder`,
    'ui:widget': 'smartText',
    'ui:options': { maxLength: 321, refuseSpaces: `${ns}.upiAccountSpaces` },
    // A space is refused by its own message (noSpacesValidator), not stripped: what was typed stays.
    'ui:errorMessages': { pattern: `${ns}.upiAccountInvalid` },
  },
};

const noSpaces = noSpacesValidator<UpiDepositFormData>('upiAccount', `${ns}.upiAccountSpaces`);

export const upiDepositForm: FormDefinition<UpiDepositFormData> = {
  id: 'upiDeposit',
  title: `${ns}.title`,
  operationId: 'createUpiDeposit',
  schema: upiDepositSchema,
  uiSchema: upiDepositUiSchema,
  // A deposit of nothing is no deposit (spec §5 amount rules).
  customValidate: (data, errors, uiSchema) =>
    noSpaces(
      data,
      moneyAmountValidator<UpiDepositFormData>({ precision: UPI_PRECISION })(data, errors, uiSchema),
      uiSchema,
    ),
  // UPI pays rupees only: the screen sends symbol inr.
  carriedFields: ['symbol'],
  sample: { amount: '25000', upiAccount: 'emilycarter@okhdfcbank' },
};
