/**
 * Whether a kept withdrawal draft can come back whole: its network is one the coin offers (or, for a coin
 * the market lists on no chain, it has none), or it holds nothing bound to a network yet (no address, no
 * tag). Otherwise none of it comes back: an address restored on another chain would send coins there.
 */
export function draftFitsChains(draft: Record<string, unknown>, chains: readonly string[]): boolean {
  const chainName = draft.chainName;
  if (typeof chainName === 'string' && chainName !== '') return chains.includes(chainName);
  if (chainName !== undefined && chainName !== '') return false;
  return !draft.address && !draft.tag;
}
