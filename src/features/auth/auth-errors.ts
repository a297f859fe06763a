import type { TFunction } from 'i18next';
import { ApiError, isApiError } from '@/api/api-error';

// Spec §8 login and register errors, shown in the reader's language rather than the server's words.
const AUTH_ERROR_KEYS: Record<string, string> = {
  LOGIN_FORBIDDEN: 'errors.loginForbidden',
  LOGIN_CLOSED: 'errors.loginClosed',
  REGISTER_FORBIDDEN: 'errors.registerForbidden',
  REGISTER_CLOSED: 'errors.registerClosed',
  REGION_IP_NOT_SUPPORTED: 'errors.regionIpNotSupported',
  EMAIL_BANNED: 'errors.emailBanned',
  PHONE_COUNTRY_NOT_SUPPORTED: 'errors.phoneCountryNotSupported',
  ACCOUNT_ALREADY_REGISTERED: 'errors.accountAlreadyRegistered',
  STEP_TOKEN_EXPIRED: 'errors.stepTokenExpired',
};

export const ACCOUNT_ALREADY_REGISTERED = 'ACCOUNT_ALREADY_REGISTERED';

/** The same failure with a translated message when spec §8 names it; any other failure unchanged. */
export function translateAuthError(error: unknown, t: TFunction<'auth'>): unknown {
  if (!isApiError(error)) return error;
  const key = AUTH_ERROR_KEYS[error.code];
  return key ? new ApiError(error.code, t(key as never), error.httpStatus, error.body) : error;
}

/** Runs a call and rethrows its failure translated (for SchemaForm, which shows the message). */
export async function withAuthErrors<T>(call: Promise<T>, t: TFunction<'auth'>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw translateAuthError(error, t);
  }
}
