import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { CorporateKycSubmitRequest } from '@generated/models';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import * as bodies from '@generated/request-bodies';

/** Step "declaration and submit" of the corporate KYC wizard (spec §2, §5 "declaration ticked"). */
export type CorporateDeclarationFormData = Pick<CorporateKycSubmitRequest, 'declarationAccepted'>;

// `const: true` and required are the submit call's: the box must be ticked before submit (spec §5).
export const corporateDeclarationSchema: RJSFSchema = pickRequestBody(bodies.submitCorporateKyc, [
  'declarationAccepted',
]);

const MUST_ACCEPT = 'kyc:declaration.mustAccept';

export const corporateDeclarationUiSchema: UiSchema<CorporateDeclarationFormData> = {
  'ui:order': ['declarationAccepted'],
  declarationAccepted: {
    'ui:title': 'kyc:declaration.accept',
    'ui:description': 'kyc:declaration.text',
    'ui:widget': 'checkbox',
    'ui:help': 'kyc:declaration.review',
    'ui:errorMessages': { required: MUST_ACCEPT, const: MUST_ACCEPT },
  },
};

export const corporateDeclarationForm: FormDefinition<CorporateDeclarationFormData> = {
  id: 'kycCorporateDeclaration',
  title: 'kyc:declaration.title',
  operationId: 'submitCorporateKyc',
  schema: corporateDeclarationSchema,
  uiSchema: corporateDeclarationUiSchema,
  carriedFields: ['id'],
  sample: { declarationAccepted: true },
};
