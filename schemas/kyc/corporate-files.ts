import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '../form-definition';
import type { CorporateUserInputRequest, KycFile } from '@generated/models';
import { pickRequestBody } from '../pick-request-body';
import { bodyPart, pickProperties } from './contract-parts';
import { documentAgeValidator, shiftMonths } from './document-age';
import { enumNames, uploadUi } from './kyc-ui';
import * as bodies from '@generated/request-bodies';

/** One supplementary file: upload paths of the document and, if it is not in English, its translation. */
export type SupplementaryFileData = KycFile;

/** Step "upload files" of the corporate KYC wizard (spec §2, §3 "supplementary files", §5, §9). */
export type CorporateFilesFormData = Required<Pick<CorporateUserInputRequest, 'supplementaryFiles'>>;

const FILE = bodyPart(bodies.completeCorporateKycUserInput, 'supplementaryFiles', 'items');
const FILE_FIELDS = ['fileType', 'name', 'path', 'issueDate', 'isEnglish'] as const;

/**
 * One file as the contract has it, with its "translation required when not in English" rule (spec §5)
 * turned into if/then so that rjsf shows the translation upload only then. `additionalProperties: false`
 * is left out: `translationPath` lives in `then`, which that keyword does not see.
 */
const fileSchema: RJSFSchema = {
  type: 'object',
  properties: pickProperties(FILE, FILE_FIELDS, {
    // Unticked by default: an applicant must state that a document is in English to skip its translation.
    isEnglish: { default: false },
  }),
  required: FILE.required,
  if: FILE.if,
  then: {
    properties: pickProperties(FILE, ['translationPath']),
    required: ['translationPath'],
  },
};

export const corporateFilesSchema: RJSFSchema = pickRequestBody(
  bodies.completeCorporateKycUserInput,
  ['supplementaryFiles'],
  {
    // Form-side: the step is for uploading, so it asks for at least one document (the call accepts none).
    supplementaryFiles: { minItems: 1, items: fileSchema },
  },
);

const fileUi: UiSchema<SupplementaryFileData> = {
  'ui:title': 'kyc:files.file',
  'ui:order': [...FILE_FIELDS, 'translationPath'],
  fileType: {
    'ui:title': 'kyc:files.fileType',
    'ui:widget': 'radioChoice',
    'ui:enumNames': enumNames(FILE.properties?.fileType as RJSFSchema, 'kyc:fileType'),
  },
  name: {
    'ui:title': 'kyc:files.name',
    'ui:placeholder': 'kyc:files.namePlaceholder',
  },
  path: uploadUi('kyc:files.document', 'kyc:files.documentHelp', { allowPdf: true }),
  issueDate: {
    'ui:title': 'kyc:files.issueDate',
    'ui:widget': 'date',
    'ui:help': 'kyc:files.issueDateHelp',
  },
  isEnglish: { 'ui:title': 'kyc:files.isEnglish', 'ui:widget': 'checkbox' },
  translationPath: {
    ...uploadUi('kyc:files.translation', 'kyc:files.translationHelp', { allowPdf: true }),
    'ui:errorMessages': { required: 'kyc:files.translationRequired' },
  },
};

export const corporateFilesUiSchema: UiSchema<CorporateFilesFormData> = {
  'ui:order': ['supplementaryFiles'],
  supplementaryFiles: {
    'ui:title': 'kyc:files.title',
    'ui:help': 'kyc:files.help',
    'ui:options': { addLabel: 'kyc:files.add' },
    'ui:errorMessages': { minItems: 'kyc:files.atLeastOne', maxItems: 'kyc:files.tooMany' },
    items: fileUi,
  },
};

const today = new Date();

export const corporateFilesForm: FormDefinition<CorporateFilesFormData> = {
  id: 'kycCorporateFiles',
  title: 'kyc:files.title',
  operationId: 'completeCorporateKycUserInput',
  // The call saves the company's input whole: the screen sends the basic step's saved fields along.
  carriedFields: [
    'id',
    'contactNumber',
    'sourceOfFunds',
    'businessType',
    'applicationReason',
    'operatingAddress',
  ],
  schema: corporateFilesSchema,
  uiSchema: corporateFilesUiSchema,
  // Spec §9 document age, checked against today's date when the form validates.
  customValidate: documentAgeValidator<CorporateFilesFormData>(),
  sample: {
    supplementaryFiles: [
      {
        fileType: 'certificate_of_incorporation',
        name: 'Certificate of incorporation (certified true copy)',
        path: 'kyc/corporate/certificate-of-incorporation.pdf',
        // Dated relative to today so the sample stays within the spec §9 window.
        issueDate: shiftMonths(today, -4),
        isEnglish: true,
      },
      {
        fileType: 'operating_status_proof',
        name: 'ACRA business profile',
        path: 'kyc/corporate/acra-business-profile.pdf',
        issueDate: shiftMonths(today, -1),
        isEnglish: true,
      },
      {
        fileType: 'memorandum_and_articles',
        name: 'Articles of association (Chinese original)',
        path: 'kyc/corporate/articles-of-association-zh.pdf',
        issueDate: shiftMonths(today, -6),
        isEnglish: false,
        translationPath: 'kyc/corporate/articles-of-association-en.pdf',
      },
    ],
  },
};
