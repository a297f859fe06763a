import { useListSpotAccountAssets } from '@generated/hooks/assets/assets';

/**
 * The spot account's available balance of `coin` (what an OTC sell draws on): the account page's call. A
 * coin without a row holds nothing (the map lists the coins held, AssetBalances); a row that leaves its
 * available amount out is unknown (undefined: nothing shown, nothing refused), never taken for 0.
 */
export function useSpotAvailable(coin: string) {
  const query = useListSpotAccountAssets({ coinSymbols: coin });
  const row = query.data?.data.symbols[coin];
  const available = query.data ? (row ? row.available : '0') : undefined;
  return { query, available };
}
