import { usePublicInfo } from '@/api/session/startup-data';
import { type MarketCoinFacts, marketCoin } from '@/lib/market-coins';

/**
 * A coin's label and decimals from the start-up public info (spec §3 "Market"); a coin the market does not
 * list keeps 8 decimals and shows its upper-case code (src/lib/market-coins.ts).
 */
export function useMarketCoin(code: string): MarketCoinFacts {
  return marketCoin(usePublicInfo()?.market, code);
}
