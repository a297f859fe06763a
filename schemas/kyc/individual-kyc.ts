import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { IndividualKycRequest } from '@generated/models';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { documentTypeNames, uploadUi } from './kyc-ui';
import * as bodies from '@generated/request-bodies';

/** Individual KYC of /personal/idAuth (spec §3 "Individual KYC"): photos are upload paths. */
export type IndividualKycFormData = Pick<
  IndividualKycRequest,
  | 'countryCode'
  | 'certificateType'
  | 'name'
  | 'familyName'
  | 'certificateNumber'
  | 'firstPhoto'
  | 'secondPhoto'
  | 'thirdPhoto'
>;

const FIELDS = [
  'countryCode',
  'certificateType',
  'name',
  'familyName',
  'certificateNumber',
  'firstPhoto',
  'secondPhoto',
  'thirdPhoto',
] as const;

// Every rule is the contract's (lengths, the document-number pattern, the three document types).
export const individualKycSchema: RJSFSchema = pickRequestBody(bodies.submitIndividualKyc, FIELDS);

export const individualKycUiSchema: UiSchema<IndividualKycFormData> = {
  'ui:order': [...FIELDS],
  countryCode: {
    'ui:title': 'kyc:individual.country',
    'ui:widget': 'country',
  },
  certificateType: {
    'ui:title': 'kyc:individual.documentType',
    'ui:widget': 'radioChoice',
    'ui:enumNames': documentTypeNames,
  },
  name: {
    'ui:title': 'kyc:individual.firstName',
    'ui:placeholder': 'kyc:individual.firstNamePlaceholder',
    'ui:autocomplete': 'given-name',
  },
  familyName: {
    'ui:title': 'kyc:individual.lastName',
    'ui:placeholder': 'kyc:individual.lastNamePlaceholder',
    'ui:autocomplete': 'family-name',
  },
  certificateNumber: {
    'ui:title': 'kyc:individual.documentNumber',
    'ui:placeholder': 'kyc:individual.documentNumberPlaceholder',
    'ui:errorMessages': { pattern: 'kyc:common.documentNumberInvalid' },
  },
  firstPhoto: uploadUi('kyc:individual.frontPhoto', 'kyc:individual.frontPhotoHelp'),
  secondPhoto: uploadUi('kyc:individual.backPhoto', 'kyc:individual.backPhotoHelp'),
  thirdPhoto: uploadUi('kyc:individual.holdingPhoto', 'kyc:individual.holdingPhotoHelp'),
};

export const individualKycForm: FormDefinition<IndividualKycFormData> = {
  id: 'kycIndividual',
  title: 'kyc:individual.title',
  operationId: 'submitIndividualKyc',
  schema: individualKycSchema,
  uiSchema: individualKycUiSchema,
  sample: {
    countryCode: 'SG',
    certificateType: 'passport',
    name: 'Mei Ling',
    familyName: 'Tan',
    certificateNumber: 'E1234567K',
    firstPhoto: 'kyc/2024/06/passport-photo-page.jpg',
    secondPhoto: 'kyc/2024/06/passport-photo-page-2.jpg',
    thirdPhoto: 'kyc/2024/06/holding-passport-with-note.jpg',
  },
};
