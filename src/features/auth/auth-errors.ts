import { codeText } from '@/kit/code-text/code-text';

export const ACCOUNT_ALREADY_REGISTERED = 'ACCOUNT_ALREADY_REGISTERED';

/** Spec §8 login and register errors, shown in the reader's language rather than the server's words. */
export const authErrors = codeText({
  LOGIN_FORBIDDEN: 'auth:errors.loginForbidden',
  LOGIN_CLOSED: 'auth:errors.loginClosed',
  REGISTER_FORBIDDEN: 'auth:errors.registerForbidden',
  REGISTER_CLOSED: 'auth:errors.registerClosed',
  REGION_IP_NOT_SUPPORTED: 'auth:errors.regionIpNotSupported',
  EMAIL_BANNED: 'auth:errors.emailBanned',
  PHONE_COUNTRY_NOT_SUPPORTED: 'auth:errors.phoneCountryNotSupported',
  [ACCOUNT_ALREADY_REGISTERED]: 'auth:errors.accountAlreadyRegistered',
  STEP_TOKEN_EXPIRED: 'auth:errors.stepTokenExpired',
});
