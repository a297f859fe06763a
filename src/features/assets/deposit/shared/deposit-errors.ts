import type { TFunction } from 'i18next';
import { ApiError, isApiError } from '@/api/api-error';

/** Spec §8 "Deposit: closed; main account disabled sub-account deposit; KYC needed": a state, not an error. */
export const UNAVAILABLE_CODES = ['DEPOSIT_CLOSED', 'SUB_ACCOUNT_DEPOSIT_DISABLED', 'KYC_REQUIRED'] as const;
export type UnavailableCode = (typeof UNAVAILABLE_CODES)[number];

export function unavailableCode(error: unknown): UnavailableCode | null {
  if (!isApiError(error)) return null;
  return (UNAVAILABLE_CODES as readonly string[]).includes(error.code)
    ? (error.code as UnavailableCode)
    : null;
}

/** The deposit calls' codes with their own text in `deposit` (spec §8). */
const OWN_TEXT: Record<string, string> = {
  DEPOSIT_CLOSED: 'deposit:unavailable.DEPOSIT_CLOSED',
  SUB_ACCOUNT_DEPOSIT_DISABLED: 'deposit:unavailable.SUB_ACCOUNT_DEPOSIT_DISABLED',
  KYC_REQUIRED: 'deposit:unavailable.KYC_REQUIRED',
  ORDER_STATUS_INVALID: 'deposit:errors.orderStatusInvalid',
};

/** Runs a call and rethrows a failure with a code of ours in the user's language (forms show it). */
export async function withDepositText<T>(call: Promise<T>, t: TFunction): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const key = isApiError(error) ? OWN_TEXT[error.code] : undefined;
    throw key && isApiError(error) ? new ApiError(error.code, t(key), error.httpStatus, error.body) : error;
  }
}
