import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FiatDepositConfirmRequest } from '@generated/models';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { noSpacesValidator } from './no-spaces-rule';
import * as bodies from '@generated/request-bodies';

/** "I have transferred" (confirmFiatDepositTransfer, spec §4): the bank's reference, if the user has it. */
export type FiatDepositConfirmFormData = Pick<FiatDepositConfirmRequest, 'transactionId'>;

const ns = 'assets:forms.fiatDepositConfirm';

export const fiatDepositConfirmSchema: RJSFSchema = pickRequestBody(bodies.confirmFiatDepositTransfer, [
  'transactionId',
]);

export const fiatDepositConfirmUiSchema: UiSchema<FiatDepositConfirmFormData> = {
  transactionId: {
    'ui:title': `${ns}.transactionId`,
    'ui:help': `${ns}.transactionIdHelp`,
    'ui:widget': 'smartText',
    // A space is refused by its own message (noSpacesValidator), not stripped: what was typed stays.
    'ui:options': { maxLength: 64, refuseSpaces: `${ns}.transactionIdSpaces` },
  },
};

export const fiatDepositConfirmForm: FormDefinition<FiatDepositConfirmFormData> = {
  id: 'fiatDepositConfirm',
  title: `${ns}.title`,
  operationId: 'confirmFiatDepositTransfer',
  schema: fiatDepositConfirmSchema,
  uiSchema: fiatDepositConfirmUiSchema,
  customValidate: noSpacesValidator<FiatDepositConfirmFormData>('transactionId', `${ns}.transactionIdSpaces`),
  // The order being confirmed: the screen sends its id.
  carriedFields: ['id'],
  sample: { transactionId: 'CMB250603884512' },
};
