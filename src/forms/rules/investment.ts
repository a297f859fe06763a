// Investment subscription amount (spec §5: "available balance must cover the amount").
import Big from 'big.js';

export type InvestmentProblem = 'required' | 'invalid' | 'notPositive' | 'insufficientBalance';

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

export function checkInvestmentAmount(amount: string, available: string): InvestmentProblem | null {
  if (amount.trim() === '') return 'required';
  if (!DECIMAL.test(amount)) return 'invalid';
  if (!new Big(amount).gt(0)) return 'notPositive';
  if (new Big(amount).gt(available)) return 'insufficientBalance';
  return null;
}
