import type { TFunction } from 'i18next';
import { ApiError, isApiError } from '@/api/api-error';

// Spec §8 "Trade: insufficient available balance", §6 "selling needs an active payment method" and the ad
// gone meanwhile (§4 ad status), shown in the reader's language rather than the server's words.
const TAKE_AD_ERROR_KEYS: Record<string, string> = {
  INSUFFICIENT_AVAILABLE_BALANCE: 'take.errors.insufficientBalance',
  NO_ACTIVE_PAYMENT_METHOD: 'take.errors.noActivePaymentMethod',
  OTC_AD_UNAVAILABLE: 'take.errors.adUnavailable',
};

/** The failure of createOtcOrder with its message translated when it is one of the known answers. */
export function translateTakeAdError(error: unknown, t: TFunction<'trade'>): unknown {
  if (!isApiError(error)) return error;
  const key = TAKE_AD_ERROR_KEYS[error.code];
  return key ? new ApiError(error.code, t(key as never), error.httpStatus, error.body) : error;
}
