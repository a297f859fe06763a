// Block explorer links (spec §3 "Explorer links: base/address/{address}, a transactions path, and a cluster
// parameter for solana mainnet/devnet"). The bases come from the runtime config's `explorers`, keyed by
// lower-case chain name; a network named after a chain's variant ("Solana Devnet") uses that chain's base.

export type ExplorerBases = Record<string, string>;

function baseFor(explorers: ExplorerBases, network: string): { base: string; cluster?: string } | null {
  const name = network.trim().toLowerCase();
  const chain = name.split(/[\s_-]+/)[0] ?? name;
  const base = explorers[name] ?? explorers[chain];
  if (!base) return null;
  if (chain !== 'solana') return { base };
  return { base, cluster: /devnet/.test(name) ? 'devnet' : undefined };
}

// No link without a network or a value (an answer may leave either out).
function link(
  explorers: ExplorerBases,
  network: string | undefined,
  kind: 'address' | 'tx',
  value: string | undefined,
) {
  if (!network || !value || value.trim() === '') return null;
  const found = baseFor(explorers, network);
  if (!found) return null;
  const url = `${found.base.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(value)}`;
  return found.cluster ? `${url}?cluster=${found.cluster}` : url;
}

/** The explorer page of an address on `network`, or null when no explorer is configured for it. */
export const explorerAddressUrl = (
  explorers: ExplorerBases,
  network: string | undefined,
  address: string | undefined,
) => link(explorers, network, 'address', address);

/** The explorer page of a transaction on `network`, or null when no explorer is configured for it. */
export const explorerTxUrl = (
  explorers: ExplorerBases,
  network: string | undefined,
  hash: string | undefined,
) => link(explorers, network, 'tx', hash);
