import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '../form-definition';
import type { CorporateStep } from './contract-parts';
import { corporateStepSchema } from './contract-parts';

/** Step "declaration and submit" of the corporate KYC wizard (spec §2, §5 "declaration ticked"). */
export interface CorporateDeclarationFormData {
  declarationAccepted: true;
  step: CorporateStep;
}

// `const: true` and required are the submit call's: the box must be ticked before submit (spec §5).
export const corporateDeclarationSchema: RJSFSchema = corporateStepSchema('declaration', [
  'declarationAccepted',
]);

const MUST_ACCEPT = 'kyc:declaration.mustAccept';

export const corporateDeclarationUiSchema: UiSchema<CorporateDeclarationFormData> = {
  'ui:order': ['declarationAccepted', 'step'],
  declarationAccepted: {
    'ui:title': 'kyc:declaration.accept',
    'ui:description': 'kyc:declaration.text',
    'ui:widget': 'checkbox',
    'ui:help': 'kyc:declaration.review',
    'ui:errorMessages': { required: MUST_ACCEPT, const: MUST_ACCEPT },
  },
  step: { 'ui:widget': 'hidden' },
};

export const corporateDeclarationForm: FormDefinition<CorporateDeclarationFormData> = {
  id: 'kycCorporateDeclaration',
  title: 'kyc:declaration.title',
  operationId: 'saveCorporateKycDraft',
  schema: corporateDeclarationSchema,
  uiSchema: corporateDeclarationUiSchema,
  sample: { declarationAccepted: true, step: 'declaration' },
};
