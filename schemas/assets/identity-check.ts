import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { IdentityAuthCheckRequest } from '@generated/models';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import * as bodies from '@generated/request-bodies';

/** The withdrawal identity check (checkIdentityAuthInfo, spec §8): the KYC name and document number. */
export type IdentityCheckFormData = Pick<IdentityAuthCheckRequest, 'userName' | 'idNumber'>;

const ns = 'withdraw:identity.form';

export const identityCheckSchema: RJSFSchema = pickRequestBody(bodies.checkIdentityAuthInfo, [
  'userName',
  'idNumber',
]);

export const identityCheckUiSchema: UiSchema<IdentityCheckFormData> = {
  'ui:order': ['userName', 'idNumber'],
  userName: {
    'ui:title': `${ns}.userName`,
    'ui:widget': 'smartText',
    'ui:options': { maxLength: 100 },
  },
  idNumber: {
    'ui:title': `${ns}.idNumber`,
    'ui:widget': 'smartText',
    'ui:options': { stripSpaces: true, maxLength: 50 },
    'ui:errorMessages': { pattern: `${ns}.idNumberInvalid` },
  },
};

export const identityCheckForm: FormDefinition<IdentityCheckFormData> = {
  id: 'withdrawIdentityCheck',
  title: `${ns}.title`,
  operationId: 'checkIdentityAuthInfo',
  schema: identityCheckSchema,
  uiSchema: identityCheckUiSchema,
  // The withdrawal being checked comes from the submit's answer.
  carriedFields: ['withdrawId'],
  sample: { userName: 'Emily Carter', idNumber: 'K4827719' },
};
