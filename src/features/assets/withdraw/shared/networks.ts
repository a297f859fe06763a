import { getRuntimeConfig } from '@/api/runtime-config';

/** The Select value of the coin's main network, which the contract names by leaving chainName out. */
export const MAIN_NETWORK = 'main';

/**
 * The networks a coin can be moved on, as the deposit screen offers them: the coin's main network and each
 * chain the runtime config has an explorer for (spec §3 "Explorer links"; the contract lists no chains per
 * coin), plus `known` chains (a saved address's tokenBase) not among them.
 */
export function networkValues(known: readonly (string | undefined)[] = []): string[] {
  const chains = Object.keys(getRuntimeConfig().explorers);
  const extra = known.filter((chain): chain is string => Boolean(chain) && !chains.includes(chain ?? ''));
  return [MAIN_NETWORK, ...new Set([...extra, ...chains])];
}

/** A chain's name as shown: a token standard as it is (TRC20), a chain name capitalised (Ethereum). */
export const chainLabel = (chain: string) => chain.charAt(0).toUpperCase() + chain.slice(1);

/** The request's chainName for a chosen network: none for the main network. */
export const chainNameOf = (network: string) => (network === MAIN_NETWORK ? undefined : network);
