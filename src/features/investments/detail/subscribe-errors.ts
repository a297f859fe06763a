import type { TFunction } from 'i18next';
import { ApiError, isApiError } from '@/api/api-error';

// Spec §8 "Investment: insufficient available balance" and the subscription's other business answers,
// shown in the reader's language rather than the server's words.
const SUBSCRIBE_ERROR_KEYS: Record<string, string> = {
  INSUFFICIENT_AVAILABLE_BALANCE: 'subscribe.errors.insufficientBalance',
  PRODUCT_SUBSCRIPTION_ENDED: 'subscribe.errors.ended',
  BELOW_MINIMUM_SUBSCRIPTION: 'subscribe.errors.belowMinimum',
  AGREEMENT_NOT_ACCEPTED: 'subscribe.errors.agreement',
};

export function translateSubscribeError(error: unknown, t: TFunction<'investments'>): unknown {
  if (!isApiError(error)) return error;
  const key = SUBSCRIBE_ERROR_KEYS[error.code];
  return key ? new ApiError(error.code, t(key as never), error.httpStatus, error.body) : error;
}
