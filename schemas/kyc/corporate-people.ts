import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '../form-definition';
import type { CorporatePeopleRequest, RelatedPerson } from '@generated/models';
import { pickRequestBody } from '../pick-request-body';
import { bodyPart } from './contract-parts';
import { enumNames, uploadUi } from './kyc-ui';
import * as bodies from '@generated/request-bodies';

/** A related person: general partner, limited partner or authorized trader (spec §3). */
export type RelatedPersonData = RelatedPerson;

/** Step "related people" of the corporate KYC wizard: 1 to 10 people (spec §3, §5, §9). */
export type CorporatePeopleFormData = Pick<CorporatePeopleRequest, 'relatedPeople'>;

const PERSON = bodyPart(bodies.saveCorporateKycPeople, 'relatedPeople', 'items');
const PERSON_FIELDS = [
  'role',
  'firstName',
  'lastName',
  'nationality',
  'dateOfBirth',
  'sharePercentage',
  'certificateType',
  'certificateNumber',
  'firstPhoto',
  'secondPhoto',
  'thirdPhoto',
] as const;

// The contract's person (its document types already exclude the driver licence), plus a form-side rule
// from its description: the back of the document is needed for an ID card, not for a passport.
const personSchema: RJSFSchema = {
  ...PERSON,
  if: { properties: { certificateType: { const: 'other_legal_document' } }, required: ['certificateType'] },
  then: { required: ['secondPhoto'] },
};

// minItems 1 and maxItems 10 are the submit call's (spec §9 "Related people 1 to 10").
export const corporatePeopleSchema: RJSFSchema = pickRequestBody(
  bodies.saveCorporateKycPeople,
  ['relatedPeople'],
  {
    relatedPeople: { items: personSchema },
  },
);

const personUi: UiSchema<RelatedPersonData> = {
  'ui:title': 'kyc:people.person',
  'ui:order': [...PERSON_FIELDS],
  role: {
    'ui:title': 'kyc:people.role',
    'ui:widget': 'radioChoice',
    'ui:enumNames': enumNames(PERSON.properties?.role as RJSFSchema, 'kyc:role'),
    'ui:help': 'kyc:people.roleHelp',
  },
  firstName: {
    'ui:title': 'kyc:people.firstName',
    'ui:placeholder': 'kyc:individual.firstNamePlaceholder',
  },
  lastName: {
    'ui:title': 'kyc:people.lastName',
    'ui:placeholder': 'kyc:individual.lastNamePlaceholder',
  },
  nationality: { 'ui:title': 'kyc:people.nationality', 'ui:widget': 'country' },
  dateOfBirth: { 'ui:title': 'kyc:people.dateOfBirth', 'ui:widget': 'date' },
  sharePercentage: {
    'ui:title': 'kyc:people.sharePercentage',
    'ui:placeholder': 'kyc:people.sharePercentagePlaceholder',
    'ui:help': 'kyc:people.sharePercentageHelp',
  },
  certificateType: {
    'ui:title': 'kyc:people.documentType',
    'ui:widget': 'radioChoice',
    'ui:enumNames': enumNames(PERSON.properties?.certificateType as RJSFSchema, 'kyc:documentType'),
    'ui:help': 'kyc:people.documentTypeHelp',
  },
  certificateNumber: {
    'ui:title': 'kyc:people.documentNumber',
    'ui:placeholder': 'kyc:individual.documentNumberPlaceholder',
    'ui:errorMessages': { pattern: 'kyc:common.documentNumberInvalid' },
  },
  firstPhoto: uploadUi('kyc:people.frontPhoto', 'kyc:people.frontPhotoHelp'),
  secondPhoto: {
    ...uploadUi('kyc:people.backPhoto', 'kyc:people.backPhotoHelp'),
    'ui:errorMessages': { required: 'kyc:people.idCardNeedsBack' },
  },
  thirdPhoto: uploadUi('kyc:people.selfie', 'kyc:people.selfieHelp'),
};

export const corporatePeopleUiSchema: UiSchema<CorporatePeopleFormData> = {
  'ui:order': ['relatedPeople'],
  relatedPeople: {
    'ui:title': 'kyc:people.title',
    'ui:help': 'kyc:people.help',
    'ui:options': { addLabel: 'kyc:people.add' },
    'ui:errorMessages': { minItems: 'kyc:people.countOutOfRange', maxItems: 'kyc:people.countOutOfRange' },
    items: personUi,
  },
};

export const corporatePeopleForm: FormDefinition<CorporatePeopleFormData> = {
  id: 'kycCorporatePeople',
  title: 'kyc:people.title',
  operationId: 'saveCorporateKycPeople',
  carriedFields: ['id'],
  schema: corporatePeopleSchema,
  uiSchema: corporatePeopleUiSchema,
  sample: {
    relatedPeople: [
      {
        role: 'general_partner',
        firstName: 'Wei Jie',
        lastName: 'Lim',
        nationality: 'SG',
        dateOfBirth: '1978-09-02',
        sharePercentage: 60,
        certificateType: 'other_legal_document',
        certificateNumber: 'S7812345D',
        firstPhoto: 'kyc/corporate/people/lim-nric-front.jpg',
        secondPhoto: 'kyc/corporate/people/lim-nric-back.jpg',
        thirdPhoto: 'kyc/corporate/people/lim-selfie.jpg',
      },
      {
        role: 'authorized_trader',
        firstName: 'Priya',
        lastName: 'Raman',
        nationality: 'IN',
        dateOfBirth: '1990-01-27',
        certificateType: 'passport',
        certificateNumber: 'Z4821937',
        firstPhoto: 'kyc/corporate/people/raman-passport.jpg',
        thirdPhoto: 'kyc/corporate/people/raman-selfie.jpg',
      },
    ],
  },
};
