import { isApiError } from '@/api/api-error';
import { codeText } from '@/kit/code-text/code-text';

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
export const depositErrors = codeText({
  DEPOSIT_CLOSED: 'deposit:unavailable.DEPOSIT_CLOSED',
  SUB_ACCOUNT_DEPOSIT_DISABLED: 'deposit:unavailable.SUB_ACCOUNT_DEPOSIT_DISABLED',
  KYC_REQUIRED: 'deposit:unavailable.KYC_REQUIRED',
  ORDER_STATUS_INVALID: 'deposit:errors.orderStatusInvalid',
});
