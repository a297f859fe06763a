import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '../form-definition';
import type { AddressData, OperatingAddressData } from './corporate-address';
import {
  operatingAddressSchema,
  operatingAddressUi,
  registeredAddressSchema,
  registeredAddressUi,
} from './corporate-address';
import type { CorporateStep } from './contract-parts';
import { bodyPart, corporateStepSchema } from './contract-parts';
import { enumNames } from './kyc-ui';

/** Step "basic information" of the corporate KYC wizard (spec §2, §3 "Corporate KYC"). */
export interface CorporateBasicFormData {
  entityName: string;
  registrationNumber: string;
  registrationCountry: string;
  corporationType: 'limited_company' | 'trust' | 'partnership' | 'other';
  incorporationDate: string;
  contactNumber: string;
  website?: string;
  sourceOfFunds: string;
  businessType: string;
  applicationReason: string;
  registeredAddress: AddressData;
  operatingAddress: OperatingAddressData;
  step: CorporateStep;
}

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

// Required: what submitCorporateKyc requires of these (registration country and corporation type among
// them, spec §3); website stays optional. The addresses are refined in corporate-address.ts.
export const corporateBasicSchema: RJSFSchema = corporateStepSchema('basic_info', FIELDS, {
  registeredAddress: registeredAddressSchema,
  operatingAddress: operatingAddressSchema,
});

const text = (field: string, extra: UiSchema = {}): UiSchema => ({
  'ui:title': `kyc:basic.${field}`,
  'ui:placeholder': `kyc:basic.${field}Placeholder`,
  ...extra,
});

const longText = (field: string, help: string): UiSchema =>
  text(field, { 'ui:widget': 'textarea', 'ui:help': help, 'ui:options': { showCount: true, rows: 3 } });

export const corporateBasicUiSchema: UiSchema<CorporateBasicFormData> = {
  'ui:order': [...FIELDS, 'step'],
  entityName: text('entityName', { 'ui:autocomplete': 'organization' }),
  registrationNumber: text('registrationNumber', { 'ui:help': 'kyc:basic.registrationNumberHelp' }),
  registrationCountry: { 'ui:title': 'kyc:basic.registrationCountry', 'ui:widget': 'country' },
  corporationType: {
    'ui:title': 'kyc:basic.corporationType',
    'ui:widget': 'radioChoice',
    'ui:enumNames': enumNames(bodyPart('submitCorporateKyc', 'corporationType'), 'kyc:corporationType'),
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
    'ui:enumNames': enumNames(bodyPart('submitCorporateKyc', 'businessType'), 'kyc:businessType'),
  },
  applicationReason: longText('applicationReason', 'kyc:basic.applicationReasonHelp'),
  registeredAddress: registeredAddressUi,
  operatingAddress: operatingAddressUi,
  step: { 'ui:widget': 'hidden' },
};

export const corporateBasicForm: FormDefinition<CorporateBasicFormData> = {
  id: 'kycCorporateBasic',
  title: 'kyc:basic.title',
  operationId: 'saveCorporateKycDraft',
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
    step: 'basic_info',
  },
};
