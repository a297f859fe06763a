import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { LoginRequest } from '@generated/models';
import type { FormDefinition } from './form-definition';
import { pickRequestBody } from './pick-request-body';

/** What the user types; the page encrypts loginPword before the call (spec §7 RSA helper). */
export type LoginFormData = Pick<LoginRequest, 'mobileNumber' | 'loginPword'>;

export const loginSchema: RJSFSchema = pickRequestBody('login', ['mobileNumber', 'loginPword'], {
  // Spec §5: the login account accepts an email or a phone number.
  mobileNumber: { format: 'login-account' },
  // Typed in plain text here; the contract's base64 is what the call carries after encryption.
  loginPword: { contentEncoding: undefined, minLength: 1, maxLength: 20 },
});

export const loginUiSchema: UiSchema<LoginFormData> = {
  'ui:order': ['mobileNumber', 'loginPword'],
  mobileNumber: {
    'ui:title': 'auth:login.account',
    'ui:placeholder': 'auth:login.accountPlaceholder',
    'ui:autocomplete': 'username',
    'ui:errorMessages': { format: 'auth:login.accountInvalid' },
  },
  loginPword: {
    'ui:title': 'auth:login.password',
    'ui:widget': 'password',
    'ui:autocomplete': 'current-password',
  },
};

export const loginForm: FormDefinition<LoginFormData> = {
  id: 'login',
  title: 'auth:login.title',
  operationId: 'login',
  schema: loginSchema,
  uiSchema: loginUiSchema,
  sample: { mobileNumber: 'investor@example.com' },
  secretSample: { loginPword: 'Secret123' },
};
