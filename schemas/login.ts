import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ConfirmLoginRequest, LoginRequest } from '@generated/models';
import { CODE_RULE, googleCodeUi, sendCodeUi } from './auth/security-codes';
import { NEW_PASSWORD_RULE, PASSWORD_ERRORS } from './auth/shared-fields';
import type { FormDefinition } from './form-definition';
import { pickRequestBody } from './pick-request-body';
import * as bodies from '@generated/request-bodies';

/** What the user types; the page encrypts loginPword before the call (spec §7 RSA helper). */
export type LoginFormData = Pick<LoginRequest, 'mobileNumber' | 'loginPword'>;

export const loginSchema: RJSFSchema = pickRequestBody(bodies.login, ['mobileNumber', 'loginPword'], {
  // Spec §5: the login account accepts an email or a phone number.
  mobileNumber: { format: 'login-account' },
  // Typed in plain text here; the contract's base64 is what the call carries after encryption. Spec §5's
  // password format, as register sets it, so a password that cannot exist is refused beside the field.
  loginPword: { contentEncoding: undefined, minLength: 1, maxLength: 20, ...NEW_PASSWORD_RULE },
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
    'ui:errorMessages': PASSWORD_ERRORS,
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

/** Login second step (confirmLogin): the 6-digit code of the method LoginResult offered (spec §4, §5). */
export type LoginSecondStepData = Pick<ConfirmLoginRequest, 'authCode'>;
export type LoginCheckMethod = ConfirmLoginRequest['checkType'];

const SECOND_STEP_TITLES: Record<LoginCheckMethod, string> = {
  google: 'auth:secondStep.googleCode',
  sms: 'auth:secondStep.smsCode',
  email: 'auth:secondStep.emailCode',
};

/** One data schema for every method (one precompiled validator); the method decides only the widget. */
export const loginSecondStepSchema: RJSFSchema = pickRequestBody(bodies.confirmLogin, ['authCode'], {
  authCode: CODE_RULE,
});

export function loginSecondStepForm(method: LoginCheckMethod): FormDefinition<LoginSecondStepData> {
  return {
    id: 'login-second-step',
    title: 'auth:secondStep.title',
    operationId: 'confirmLogin',
    schema: loginSecondStepSchema,
    uiSchema: {
      authCode:
        method === 'google'
          ? googleCodeUi(SECOND_STEP_TITLES.google)
          : sendCodeUi(SECOND_STEP_TITLES[method], method, 'auth:secondStep.codeHelp'),
    },
    // The step token of login's answer and the chosen method (the page's switch, not a form field).
    carriedFields: ['token', 'checkType'],
    sample: {},
    secretSample: { authCode: '123456' },
  };
}
