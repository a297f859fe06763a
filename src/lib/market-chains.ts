// The chains a coin moves on, from the market of public info (spec §3 "Market: coins list, chains keyed by
// chainName"). The chainName is the one name of a chain: pickers, the address book, drafts, links and
// request bodies all use it.
import type { Market } from '@generated/models';

/** The chainNames the market lists for `symbol` (upper-case coin code), in the market's order. */
export function chainsOfCoin(market: Pick<Market, 'chains'> | undefined, symbol: string): string[] {
  const coin = symbol.toUpperCase();
  return Object.entries(market?.chains ?? {})
    .filter(([, chain]) => chain.coins?.includes(coin))
    .map(([chainName]) => chainName);
}
