import type { WithdrawConfig } from '@generated/models';
import { formatAmount } from '@/lib/display-format';

/** The amounts of the server's limits (spec §5), in the order the limits panel shows them. */
export const LIMIT_ROWS = [
  'available',
  'fee',
  'minAmount',
  'maxSingleAmount',
  'remainingDailyLimit',
] as const;

/** The server's limits an amount is checked against, with the coin and precision they are in. */
export type WithdrawLimits = Pick<WithdrawConfig, 'symbol' | 'precision' | (typeof LIMIT_ROWS)[number]>;

/** The server's limits as the refusal texts name them (withdraw:errors.*), formatted for display. */
export function limitValues(limits: WithdrawLimits): Record<string, string> {
  const shown = (value: string) => formatAmount(value, { decimals: limits.precision });
  return {
    symbol: limits.symbol ?? '',
    ...Object.fromEntries(LIMIT_ROWS.map((row) => [row, shown(limits[row])])),
  };
}
