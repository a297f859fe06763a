import { assetsForms } from './assets';
import { authForms } from './auth';
import { asGenericForm, type FormDefinition } from './form-definition';
import { kycForms } from './kyc';
import { loginForm, loginSecondStepForm } from './login';
import { GALLERY_OTC_ORDER, otcOrderForm } from './trade/otc-order';

/** Every form of the product, in the order the forms gallery shows them. */
export const FORMS: FormDefinition[] = [
  asGenericForm(loginForm),
  asGenericForm(loginSecondStepForm('google')),
  ...authForms,
  ...kycForms,
  ...assetsForms,
  asGenericForm(otcOrderForm(GALLERY_OTC_ORDER)),
];
