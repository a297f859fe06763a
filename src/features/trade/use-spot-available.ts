import { useListSpotAccountAssets } from '@generated/hooks/assets/assets';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';

/** The spot account's available balance of `coin` (what an OTC sell draws on): the account page's call. */
export function useSpotAvailable(coin: string) {
  const query = useListSpotAccountAssets({ coinSymbols: coin }, { query: { meta: SHOWS_OWN_ERRORS } });
  const available = query.data ? (query.data.data.symbols[coin]?.available ?? '0') : undefined;
  return { query, available };
}
