import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '../form-definition';
import type { CorporateUserInputRequest } from '@generated/models';
import {
  operatingAddressSchema,
  operatingAddressUi,
  registeredAddressSchema,
  registeredAddressUi,
} from './corporate-address';
import { pickRequestBody } from '../pick-request-body';
import { bodyPart } from './contract-parts';
import { enumNames } from './kyc-ui';
import * as bodies from '@generated/request-bodies';

/** Step "basic information" of the corporate KYC wizard (spec §2, §3 "Corporate KYC"). */
export type CorporateBasicFormData = Pick<CorporateUserInputRequest, (typeof FIELDS)[number]>;

const FIELDS = [
  'entityName',
  'registrationNumber',
  'registrationCountry',
  'corporationType',
  'incorporationDate',
  'contactNumber',
  'website',
  'sourceOfFunds',
  'businessType',
  'applicationReason',
  'registeredAddress',
  'operatingAddress',
] as const;

// The company's identity fields are optional in the call (Myinfo business gives them on a Corppass
// application), but a hand-filled one needs them: registration country and corporation type by spec §3,
// the others our choice, as submitCorporateKyc's description lists. Website stays optional.
const HAND_FILLED_REQUIRED = [
  'entityName',
  'registrationNumber',
  'registrationCountry',
  'corporationType',
  'incorporationDate',
  'registeredAddress',
];

const saved = pickRequestBody(bodies.completeCorporateKycUserInput, FIELDS, {
  registeredAddress: registeredAddressSchema,
  operatingAddress: operatingAddressSchema,
});

export const corporateBasicSchema: RJSFSchema = {
  ...saved,
  required: [...HAND_FILLED_REQUIRED, ...(saved.required ?? [])],
};

const text = (field: string, extra: UiSchema = {}): UiSchema => ({
  'ui:title': `kyc:basic.${field}`,
  'ui:placeholder': `kyc:basic.${field}Placeholder`,
  ...extra,
});

const longText = (field: string, help: string): UiSchema =>
  text(field, { 'ui:widget': 'textarea', 'ui:help': help, 'ui:options': { showCount: true, rows: 3 } });

export const corporateBasicUiSchema: UiSchema<CorporateBasicFormData> = {
  'ui:order': [...FIELDS],
  entityName: text('entityName', { 'ui:autocomplete': 'organization' }),
  registrationNumber: text('registrationNumber', { 'ui:help': 'kyc:basic.registrationNumberHelp' }),
  registrationCountry: { 'ui:title': 'kyc:basic.registrationCountry', 'ui:widget': 'country' },
  corporationType: {
    'ui:title': 'kyc:basic.corporationType',
    'ui:widget': 'radioChoice',
    'ui:enumNames': enumNames(
      bodyPart(bodies.completeCorporateKycUserInput, 'corporationType'),
      'kyc:corporationType',
    ),
  },
  incorporationDate: { 'ui:title': 'kyc:basic.incorporationDate', 'ui:widget': 'date' },
  contactNumber: text('contactNumber', {
    'ui:autocomplete': 'tel',
    'ui:help': 'kyc:basic.contactNumberHelp',
    'ui:errorMessages': { pattern: 'kyc:basic.contactNumberInvalid' },
  }),
  website: text('website', {
    'ui:errorMessages': { format: 'kyc:basic.websiteInvalid' },
  }),
  sourceOfFunds: longText('sourceOfFunds', 'kyc:basic.sourceOfFundsHelp'),
  businessType: {
    'ui:title': 'kyc:basic.businessType',
    'ui:placeholder': 'kyc:common.choose',
    'ui:enumNames': enumNames(
      bodyPart(bodies.completeCorporateKycUserInput, 'businessType'),
      'kyc:businessType',
    ),
  },
  applicationReason: longText('applicationReason', 'kyc:basic.applicationReasonHelp'),
  registeredAddress: registeredAddressUi,
  operatingAddress: operatingAddressUi,
};

export const corporateBasicForm: FormDefinition<CorporateBasicFormData> = {
  id: 'kycCorporateBasic',
  title: 'kyc:basic.title',
  operationId: 'completeCorporateKycUserInput',
  schema: corporateBasicSchema,
  uiSchema: corporateBasicUiSchema,
  sample: {
    entityName: 'Harbourfront Capital Pte. Ltd.',
    registrationNumber: '201912345K',
    registrationCountry: 'SG',
    corporationType: 'limited_company',
    incorporationDate: '2019-04-18',
    contactNumber: '+6562238888',
    website: 'https://www.harbourfront-capital.com.sg',
    sourceOfFunds: 'Paid-up capital from the shareholders and retained earnings from advisory fees.',
    businessType: 'B02',
    applicationReason: 'Treasury management: subscribing to tokenised bond funds with surplus cash.',
    registeredAddress: {
      country: 'SG',
      city: 'Singapore',
      street: '1 Raffles Place, #20-61 One Raffles Place Tower 2',
      zipCode: '048616',
    },
    operatingAddress: {
      sameAsRegistered: false,
      country: 'SG',
      city: 'Singapore',
      street: '8 Marina View, #15-01 Asia Square Tower 1',
      zipCode: '018960',
    },
  },
};
