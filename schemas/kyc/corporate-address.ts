// Registered and operating address of the corporate basic-information step (spec §3 "registered and
// operating address (country, city, street, zip code, same-as-registered flag)").
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { KycAddress } from '@generated/models';
import { bodyPart, pickProperties } from './contract-parts';
import * as bodies from '@generated/request-bodies';

/** A registered address: the contract's address without `sameAsRegistered` ("not used here"). */
export type AddressData = Omit<KycAddress, 'sameAsRegistered'>;

export type OperatingAddressData = KycAddress;

const ADDRESS_FIELDS = ['country', 'city', 'street', 'zipCode'] as const;
// Form-side: an address needs its country, city and street; some places (e.g. Hong Kong) have no zip code.
const ADDRESS_REQUIRED = ['country', 'city', 'street'];

const addressProperties = (field: 'registeredAddress' | 'operatingAddress') =>
  pickProperties(bodyPart(bodies.completeCorporateKycUserInput, field), ADDRESS_FIELDS);

/** The registered address: the contract's fields without `sameAsRegistered` ("not used here"). */
export const registeredAddressSchema: RJSFSchema = {
  type: 'object',
  additionalProperties: false,
  properties: addressProperties('registeredAddress'),
  required: ADDRESS_REQUIRED,
};

/**
 * The operating address: ticking `sameAsRegistered` removes the address fields (rjsf renders the resolved
 * if/else, so they disappear); unticked, they are shown and required. `additionalProperties: false` of the
 * contract is dropped because the address fields live in `else`, which that keyword does not see.
 */
export const operatingAddressSchema: RJSFSchema = {
  type: 'object',
  additionalProperties: undefined,
  properties: pickProperties(bodyPart(bodies.completeCorporateKycUserInput, 'operatingAddress'), [
    'sameAsRegistered',
  ]),
  if: { properties: { sameAsRegistered: { const: true } }, required: ['sameAsRegistered'] },
  else: { properties: addressProperties('operatingAddress'), required: ADDRESS_REQUIRED },
};

/**
 * What the call should carry: with `sameAsRegistered` ticked, only the flag (fields typed before the tick
 * stay in the form data, hidden, and are dropped here).
 */
export function operatingAddressForBody(address: OperatingAddressData | undefined): OperatingAddressData {
  if (address?.sameAsRegistered === true) return { sameAsRegistered: true };
  return { ...address, sameAsRegistered: false };
}

const addressFieldsUi = (prefix: string): UiSchema => ({
  country: { 'ui:title': 'kyc:address.country', 'ui:widget': 'country' },
  city: {
    'ui:title': 'kyc:address.city',
    'ui:placeholder': 'kyc:address.cityPlaceholder',
    'ui:autocomplete': `${prefix} address-level2`,
  },
  street: {
    'ui:title': 'kyc:address.street',
    'ui:placeholder': 'kyc:address.streetPlaceholder',
    'ui:autocomplete': `${prefix} street-address`,
  },
  zipCode: {
    'ui:title': 'kyc:address.zipCode',
    'ui:placeholder': 'kyc:address.zipCodePlaceholder',
    'ui:autocomplete': `${prefix} postal-code`,
    'ui:errorMessages': { pattern: 'kyc:address.zipCodeInvalid' },
  },
});

export const registeredAddressUi: UiSchema = {
  'ui:title': 'kyc:address.registered',
  'ui:order': [...ADDRESS_FIELDS],
  ...addressFieldsUi('section-registered'),
};

export const operatingAddressUi: UiSchema = {
  'ui:title': 'kyc:address.operating',
  'ui:order': ['sameAsRegistered', ...ADDRESS_FIELDS],
  sameAsRegistered: { 'ui:title': 'kyc:address.sameAsRegistered', 'ui:widget': 'checkbox' },
  ...addressFieldsUi('section-operating'),
};
