import { formatAmount } from '@/lib/display-format';

/** A fiat amount as shown on deposit orders: to the cent, with the upper-case currency code. */
export const fiatMoney = (amount: string, symbol: string) =>
  `${formatAmount(amount, { decimals: 2 })} ${symbol.toUpperCase()}`;
