import { formatAmount, formatAmountWithUnit } from '@/lib/display-format';

/** A percent field of the contract (decimal string in percent) as shown: '7.20' → '7.20 %', null → '--'. */
export function formatPercent(value: string | null | undefined): string {
  const shown = formatAmount(value, { decimals: 2 });
  return shown === '--' ? shown : `${shown} %`;
}

/** An amount with its coin: '1,000.00 USDT'; '--' without the amount, the number alone without the coin. */
export function formatCoinAmount(
  value: string | null | undefined,
  coin: string | undefined,
  decimals?: number,
): string {
  return formatAmountWithUnit(value, coin, { decimals });
}
