import Big from 'big.js';
import type { CustomValidator } from '@rjsf/utils';

export interface AmountBounds {
  /** Decimals the coin or currency allows. */
  precision: number;
  /** The balance the amount is taken from, when the screen knows it. */
  available?: string;
}

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

export type AmountProblem = 'invalid' | 'notPositive' | 'tooPrecise' | 'aboveAvailable';

/** An amount of money to move: a decimal above 0, within the precision and the balance (spec §5). */
export function checkMoneyAmount(amount: string, bounds: AmountBounds): AmountProblem | null {
  if (!DECIMAL.test(amount)) return 'invalid';
  if (!new Big(amount).gt(0)) return 'notPositive';
  if ((amount.split('.')[1] ?? '').length > bounds.precision) return 'tooPrecise';
  if (bounds.available !== undefined && new Big(amount).gt(bounds.available)) return 'aboveAvailable';
  return null;
}

/** checkMoneyAmount on the form's `amount` (an empty one is the schema's required). */
export function moneyAmountValidator<T extends { amount?: string }>(
  bounds: AmountBounds,
): CustomValidator<T> {
  return (data, errors) => {
    const amount = data?.amount;
    const problem = amount ? checkMoneyAmount(amount, bounds) : null;
    const field = (errors as unknown as Record<string, { addError: (m: string) => void } | undefined>).amount;
    if (problem) field?.addError(`assets:fields.amountRule.${problem}`);
    return errors;
  };
}
