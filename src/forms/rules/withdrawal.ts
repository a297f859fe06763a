// The withdrawal amount rules of spec §5, on decimal strings (big.js; never floats). The limits come
// from the server at run time (the withdraw config call of the contract).
import Big from 'big.js';
import type { WithdrawConfig } from '@generated/models';

/** The spec §5 limits of the contract's withdraw config: available, fee, minimum, single and daily limit. */
export type WithdrawalLimits = Pick<
  WithdrawConfig,
  'available' | 'fee' | 'minAmount' | 'maxSingleAmount' | 'remainingDailyLimit'
>;

export type WithdrawalProblem =
  | 'required'
  | 'invalid'
  | 'notAboveFee'
  | 'aboveAvailable'
  | 'feeIncorrect'
  | 'belowMinimum'
  | 'notBelowSingleMax'
  | 'notBelowDailyRemaining';

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/**
 * The first rule an amount breaks, in the order spec §5 lists them: amount required; must exceed the fee
 * and not exceed the available balance; amount minus fee above the minimum, below the maximum single
 * limit and below the remaining daily limit; the fee must be the server's. Null when all hold.
 * The minimum is read inclusively: the form shows it as "Minimum (after fee)", so exactly that much after
 * the fee is accepted (the number shown is the number enforced). "Below" the limits is read strictly.
 */
export function checkWithdrawal(
  amount: string,
  fee: string,
  limits: WithdrawalLimits,
): WithdrawalProblem | null {
  if (amount.trim() === '') return 'required';
  if (!DECIMAL.test(amount) || !DECIMAL.test(fee)) return 'invalid';
  const value = new Big(amount);
  if (!value.gt(fee)) return 'notAboveFee';
  if (value.gt(limits.available)) return 'aboveAvailable';
  if (!new Big(fee).eq(limits.fee)) return 'feeIncorrect';
  const received = value.minus(fee);
  if (received.lt(limits.minAmount)) return 'belowMinimum';
  if (!received.lt(limits.maxSingleAmount)) return 'notBelowSingleMax';
  if (!received.lt(limits.remainingDailyLimit)) return 'notBelowDailyRemaining';
  return null;
}
