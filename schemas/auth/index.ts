import { asGenericForm, type FormDefinition } from '../form-definition';
import { apiKeyForm } from './api-key';
import { bindEmailForm } from './bind-email';
import { bindGoogleForm } from './bind-google';
import { bindPhoneForm } from './bind-phone';
import { changeEmailForm } from './change-email';
import { changeLoginPasswordForm } from './change-login-password';
import { changePhoneForm } from './change-phone';
import { closeGoogleForm } from './close-google';
import { closePhoneByEmailForm, closePhoneForm, openPhoneForm } from './close-phone';
import { resetFundPasswordForm, setFundPasswordForm } from './fund-password';
import { inviteApplicationForm } from './invite-application';
import { nicknameForm } from './nickname';
import { registerEmailForm, registerPhoneForm } from './register-account';
import { registerCodeForm } from './register-code';
import { registerPasswordForm } from './register-password';
import { resetPasswordForm } from './reset-password';
import { resetPasswordEmailForm, resetPasswordPhoneForm } from './reset-password-account';
import { resetPasswordCodeForm } from './reset-password-code';
import { resetPasswordIdentityForm, resetPasswordIdentityFormFor } from './reset-password-identity';

/** The auth forms, in the order the forms gallery lists them. */
export const authForms: FormDefinition[] = [
  asGenericForm(registerEmailForm),
  asGenericForm(registerPhoneForm),
  asGenericForm(registerCodeForm),
  // The gallery shows the invitation code optional; step 1's inviteCodeRequired makes it required.
  asGenericForm(registerPasswordForm(false)),
  asGenericForm(registerPasswordForm(true)),
  asGenericForm(resetPasswordEmailForm),
  asGenericForm(resetPasswordPhoneForm),
  asGenericForm(resetPasswordCodeForm),
  asGenericForm(resetPasswordIdentityForm),
  // The variants /resetPass shows when step 2 asks for one check only (one precompiled validator each).
  asGenericForm(resetPasswordIdentityFormFor({ idNumber: true, google: false })),
  asGenericForm(resetPasswordIdentityFormFor({ idNumber: false, google: true })),
  asGenericForm(resetPasswordForm),
  asGenericForm(changeLoginPasswordForm),
  asGenericForm(setFundPasswordForm),
  asGenericForm(resetFundPasswordForm),
  asGenericForm(nicknameForm),
  asGenericForm(bindEmailForm),
  asGenericForm(changeEmailForm),
  asGenericForm(bindPhoneForm),
  asGenericForm(changePhoneForm),
  asGenericForm(bindGoogleForm),
  asGenericForm(closeGoogleForm),
  asGenericForm(closePhoneForm),
  asGenericForm(closePhoneByEmailForm),
  asGenericForm(openPhoneForm),
  asGenericForm(apiKeyForm),
  asGenericForm(inviteApplicationForm),
];
