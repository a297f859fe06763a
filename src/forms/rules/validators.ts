// The amount and recipient rules as rjsf customValidate functions; messages are i18n keys in `forms`.
import type { CustomValidator, FormValidation } from '@rjsf/utils';
import { checkInvestmentAmount } from './investment';
import { checkRecipient, type Sender } from './transfer';
import { checkWithdrawal, type WithdrawalLimits } from './withdrawal';

type FieldErrors = Record<string, { addError: (message: string) => void } | undefined>;

const fieldOf = <T>(errors: FormValidation<T>, name: string) => (errors as unknown as FieldErrors)[name];

/** Withdrawal form: `amount` and `fee` fields against the server's limits. */
export function withdrawalValidator(
  limits: WithdrawalLimits,
): CustomValidator<{ amount?: string; fee?: string }> {
  return (data, errors) => {
    const problem = checkWithdrawal(data?.amount ?? '', data?.fee ?? limits.fee, limits);
    const target = problem === 'feeIncorrect' ? 'fee' : 'amount';
    if (problem) fieldOf(errors, target)?.addError(`forms:errors.withdrawal.${problem}`);
    return errors;
  };
}

/** Investment subscription: `amount` covered by the available balance. */
export function investmentValidator(available: string): CustomValidator<{ amount?: string }> {
  return (data, errors) => {
    const problem = checkInvestmentAmount(data?.amount ?? '', available);
    if (problem && problem !== 'required')
      fieldOf(errors, 'amount')?.addError(`forms:errors.investment.${problem}`);
    return errors;
  };
}

/** Internal transfer: `recipient` is a phone, email or UID and not the sender. */
export function recipientValidator(sender: Sender): CustomValidator<{ recipient?: string }> {
  return (data, errors) => {
    const problem = checkRecipient(data?.recipient ?? '', sender);
    if (problem && problem !== 'required')
      fieldOf(errors, 'recipient')?.addError(`forms:errors.transfer.${problem}`);
    return errors;
  };
}

/** Two entries must match (spec §5: "the two new entries must match"). */
export function matchingValidator<T extends Record<string, unknown>>(
  first: keyof T & string,
  second: keyof T & string,
): CustomValidator<T> {
  return (data, errors) => {
    if (data?.[second] !== undefined && data[first] !== data[second]) {
      fieldOf(errors, second)?.addError('forms:errors.mismatch');
    }
    return errors;
  };
}
