import { formatAmount } from '@/lib/display-format';

/** A percent field of the contract (decimal string in percent) as shown: '7.20' → '7.20 %', null → '--'. */
export function formatPercent(value: string | null | undefined): string {
  const shown = formatAmount(value, { decimals: 2 });
  return shown === '--' ? shown : `${shown} %`;
}

/** An amount with its coin: '1,000.00 USDT'. */
export function formatCoinAmount(value: string | null | undefined, coin: string, decimals?: number): string {
  const shown = formatAmount(value, { decimals });
  return shown === '--' ? shown : `${shown} ${coin}`;
}
