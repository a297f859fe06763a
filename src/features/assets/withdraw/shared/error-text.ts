import type { TFunction } from 'i18next';
import { ApiError, isApiError } from '@/api/api-error';

/** The §8 codes of the withdraw and transfer calls that have their own translated text in `withdraw`. */
const ERROR_KEYS: Record<string, string> = {
  WITHDRAW_DAILY_LIMIT_EXCEEDED: 'withdraw:errors.dailyLimit',
  WITHDRAW_AMOUNT_BELOW_MINIMUM: 'withdraw:errors.belowMinimum',
  WITHDRAW_AMOUNT_ABOVE_SINGLE_LIMIT: 'withdraw:errors.aboveSingleLimit',
  WITHDRAW_AMOUNT_NOT_ABOVE_FEE: 'withdraw:errors.notAboveFee',
  WITHDRAW_AMOUNT_ABOVE_AVAILABLE: 'withdraw:errors.aboveAvailable',
  WITHDRAW_FEE_INCORRECT: 'withdraw:errors.feeIncorrect',
  WITHDRAW_FROZEN: 'withdraw:errors.frozen',
  WITHDRAW_LOCKED_AFTER_SECURITY_CHANGE: 'withdraw:errors.locked',
  KYC_REQUIRED: 'withdraw:errors.kycRequired',
  TRANSFER_ACCOUNT_UNSUPPORTED: 'withdraw:errors.accountUnsupported',
  TRANSFER_RECIPIENT_NOT_FOUND: 'withdraw:errors.recipientNotFound',
  TRANSFER_TO_SELF: 'withdraw:errors.toSelf',
  TRANSFER_RECIPIENT_DEPOSIT_DISABLED: 'withdraw:errors.recipientDepositDisabled',
  TRANSFER_RECIPIENT_NOT_VERIFIED: 'withdraw:errors.recipientNotVerified',
  ADDRESS_INVALID: 'withdraw:errors.addressInvalid',
  ADDRESS_ALREADY_SAVED: 'withdraw:errors.addressAlreadySaved',
  ADDRESS_NOT_FOUND: 'withdraw:errors.addressNotFound',
  ORDER_STATUS_INVALID: 'withdraw:errors.notPendingReview',
};

export const hasOwnText = (code: string) => code in ERROR_KEYS;

/**
 * The failure with our translated text for its code (the limits it names filled in from `values`), so the
 * form's alert shows it in the user's language; other failures pass through unchanged.
 */
export function translateFailure(
  error: unknown,
  t: TFunction,
  values: Record<string, unknown> = {},
): unknown {
  if (!isApiError(error) || !hasOwnText(error.code)) return error;
  const text = t(ERROR_KEYS[error.code] ?? '', values);
  return new ApiError(error.code, text, error.httpStatus, error.body);
}

/** Runs a call and rethrows its failure translated (translateFailure). */
export async function withTranslatedFailure<T>(
  call: Promise<T>,
  t: TFunction,
  values: Record<string, unknown> = {},
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw translateFailure(error, t, values);
  }
}
