import { asGenericForm, type FormDefinition } from '../form-definition';
import { corporateBasicForm } from './corporate-basic';
import { corporateDeclarationForm } from './corporate-declaration';
import { corporateFilesForm } from './corporate-files';
import { corporatePeopleForm } from './corporate-people';
import { individualKycForm } from './individual-kyc';

/** The kyc forms, in the order the forms gallery lists them: individual, then the corporate wizard steps. */
export const kycForms: FormDefinition[] = [
  asGenericForm(individualKycForm),
  asGenericForm(corporateBasicForm),
  asGenericForm(corporateFilesForm),
  asGenericForm(corporatePeopleForm),
  asGenericForm(corporateDeclarationForm),
];
