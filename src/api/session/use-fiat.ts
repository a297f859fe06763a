import { useCallback, useMemo, useState } from 'react';
import { useGetFiatCoinList, useGetRate } from '@generated/hooks/common/common';
import { useCurrentLanguage } from '@/i18n';
import { chooseFiat, defaultFiatFor, type FiatItem, resolveFiatList } from '@/lib/fiat-list';

const FOLD_COIN_KEY = 'foldCoin';
// A failed fiat list falls back (spec §8) and a missing rate shows no valuation: no error toast.
const ONCE = {
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  retry: false,
} as const;

const storedFiat = () => window.localStorage.getItem(FOLD_COIN_KEY);

/**
 * The valuation fiat of spec §3 "Assets state" (foldCoin, foldCoinList, rate): the server's list or USD
 * and CNY when the call fails (§8); the chosen fiat is the stored one, else the language's default
 * (§3), else the first list item (§9). The rate is data.rate[fiat] of rateV2 (§7).
 */
export function useFiat() {
  const language = useCurrentLanguage();
  const listQuery = useGetFiatCoinList({}, { query: ONCE });
  const [preferred, setPreferred] = useState(() => storedFiat() ?? defaultFiatFor(language));
  const listItems = listQuery.data?.data;
  const foldCoinList = useMemo(
    () =>
      listQuery.isPending
        ? []
        : resolveFiatList(
            listQuery.isSuccess ? { status: 'success', items: listItems ?? [] } : { status: 'error' },
          ),
    [listQuery.isPending, listQuery.isSuccess, listItems],
  );
  const foldCoin: FiatItem | undefined =
    foldCoinList.length > 0 ? chooseFiat(foldCoinList, preferred) : undefined;
  // While the list is out, the rate of the fiat it will most likely choose (the preferred one) is asked for
  // beside it, not a round trip after it; a list that chooses another fiat asks for that one's.
  const rateFiat = foldCoin?.code ?? (listQuery.isPending ? preferred?.toLowerCase() : undefined);
  const rateQuery = useGetRate(
    { fiat: rateFiat ?? '' },
    { query: { ...ONCE, enabled: rateFiat !== undefined } },
  );
  const rate = foldCoin ? rateQuery.data?.data?.rate?.[foldCoin.code] : undefined;

  const choose = useCallback((code: string) => {
    window.localStorage.setItem(FOLD_COIN_KEY, code);
    setPreferred(code);
  }, []);

  // What failed, so a screen can say why a valuation is missing and ask again (the list still falls back).
  const failure = listQuery.isError
    ? listQuery.error
    : foldCoin && rateQuery.isError
      ? rateQuery.error
      : null;
  const { isError: listFailed, refetch: refetchList } = listQuery;
  const { isError: rateFailed, refetch: refetchRate } = rateQuery;
  const retry = useCallback(() => {
    if (listFailed) void refetchList();
    if (rateFailed) void refetchRate();
  }, [listFailed, refetchList, rateFailed, refetchRate]);

  // One object while nothing changed, so a screen can defer or memoize what it renders from it.
  return useMemo(
    () => ({ foldCoinList, foldCoin, rate, choose, failure, retry }),
    [foldCoinList, foldCoin, rate, choose, failure, retry],
  );
}
