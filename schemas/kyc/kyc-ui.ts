// ui-schema pieces the KYC forms share: option labels (i18n keys per contract enum value) and photo fields.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { bodyPart } from './contract-parts';
import * as bodies from '@generated/request-bodies';

/** `ui:enumNames` for an enum of the contract: value → `<prefix>.<value>` (an i18n key in kyc.json). */
export function enumNames(schema: RJSFSchema, prefix: string): Record<string, string> {
  const values = (schema.enum ?? []).map(String);
  return Object.fromEntries(values.map((value) => [value, `${prefix}.${value}`]));
}

/** Document types of individual KYC: passport, driver licence, other legal document (spec §3). */
export const documentTypeNames = enumNames(
  bodyPart(bodies.submitIndividualKyc, 'certificateType'),
  'kyc:documentType',
);

/** An upload field (identity photo or document): it holds the upload's path, which the contract takes. */
export function uploadUi(title: string, help: string, options: { allowPdf?: boolean } = {}): UiSchema {
  return {
    'ui:title': title,
    'ui:widget': 'upload',
    'ui:help': help,
    'ui:options': { valueKey: 'path', maxSizeMb: 8, ...options },
  };
}
