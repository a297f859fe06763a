import type { WithdrawConfig } from '@generated/models';
import { formatAmount } from '@/lib/display-format';

type Limits = Pick<
  WithdrawConfig,
  'symbol' | 'precision' | 'available' | 'fee' | 'minAmount' | 'maxSingleAmount' | 'remainingDailyLimit'
>;

/** The server's limits as the refusal texts name them (withdraw:errors.*), formatted for display. */
export function limitValues(limits: Limits): Record<string, string> {
  const shown = (value: string) => formatAmount(value, { decimals: limits.precision });
  return {
    symbol: limits.symbol,
    available: shown(limits.available),
    fee: shown(limits.fee),
    minAmount: shown(limits.minAmount),
    maxSingleAmount: shown(limits.maxSingleAmount),
    remainingDailyLimit: shown(limits.remainingDailyLimit),
  };
}
