import { useMemo } from 'react';
import { useFiat } from '@/api/session/use-fiat';
import { formatAmount, HIDDEN_AMOUNT } from '@/lib/display-format';
import { btcToFiat } from './valuation';
import { useHideBalances } from './use-hide-balances';

/**
 * How the account pages show money: every amount through the one formatter (spec §5), masked while the
 * balances are hidden (spec §3 isHide), BTC values in the chosen fiat (spec §3 foldCoin, rate).
 */
export function useMoney() {
  const fiat = useFiat();
  const { hidden, toggle } = useHideBalances();
  return useMemo(() => {
    const amount = (value: string | undefined, decimals?: number) =>
      hidden ? HIDDEN_AMOUNT : formatAmount(value, { decimals });
    /** A value already in the chosen fiat, with its symbol; '--' when there is none. */
    const showFiat = (value: string | null | undefined) => {
      if (hidden) return HIDDEN_AMOUNT;
      return value === null || value === undefined
        ? '--'
        : `${fiat.foldCoin?.fiat_symbol ?? ''}${formatAmount(value, { decimals: 2 })}`;
    };
    const inFiat = (btc: string | undefined) => showFiat(btcToFiat(btc, fiat.rate));
    return { ...fiat, hidden, toggle, amount, showFiat, inFiat };
  }, [fiat, hidden, toggle]);
}

export type Money = ReturnType<typeof useMoney>;
