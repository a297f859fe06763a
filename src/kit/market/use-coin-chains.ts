import { useMemo } from 'react';
import { usePublicInfo, usePublicInfoSettled } from '@/api/session/startup-data';
import { chainsOfCoin } from '@/lib/market-chains';

/**
 * The chainNames a coin moves on, from the start-up public info's market (spec §3 "chains keyed by
 * chainName"), and whether public info has answered (until then the list is not known, so a screen that
 * restores a draft by it waits). The list keeps its identity while the market and coin do.
 */
export function useCoinChains(symbol: string): { chains: string[]; settled: boolean } {
  const market = usePublicInfo()?.market;
  const settled = usePublicInfoSettled();
  const chains = useMemo(() => chainsOfCoin(market, symbol), [market, symbol]);
  return { chains, settled };
}
