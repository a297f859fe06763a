import type { CustomValidator } from '@rjsf/utils';
import type { PaymentMethodAddRequest } from '@generated/models';
import { encodeErrorMessage } from '@/forms/error-messages';
import { BANK_ACCOUNT_DIGITS, bankAccountProblem, paypalProblem, upiProblem } from './record-rules';

type AccountFields = Partial<Pick<PaymentMethodAddRequest, 'payType' | 'account'>>;

const MESSAGE = {
  spaces: 'records:rules.upiSpaces',
  format: 'records:rules.upiFormat',
  email: 'records:rules.paypalEmail',
  notDigits: 'records:rules.bankNotDigits',
  length: encodeErrorMessage({ key: 'records:rules.bankLength', params: { ...BANK_ACCOUNT_DIGITS } }),
} as const;

/** The message for a receiving account's number by its type (spec §5), or null when it is fine. */
export function accountMessage({ payType, account }: AccountFields): string | null {
  if (!account) return null;
  const problem =
    payType === 'upi'
      ? upiProblem(account)
      : payType === 'paypal'
        ? paypalProblem(account)
        : payType === 'bank'
          ? bankAccountProblem(account)
          : null;
  return problem ? MESSAGE[problem] : null;
}

/** customValidate of a receiving account: the account as its type stores it (UPI, PayPal, bank). */
export const accountRule =
  <T extends AccountFields>(): CustomValidator<T> =>
  (data, errors) => {
    const message = data ? accountMessage(data) : null;
    if (message) (errors as { account?: { addError: (m: string) => void } }).account?.addError(message);
    return errors;
  };
