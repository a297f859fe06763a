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

function link(explorers: ExplorerBases, network: string, kind: 'address' | 'tx', value: string) {
  const found = baseFor(explorers, network);
  if (!found || value.trim() === '') return null;
  const url = `${found.base.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(value)}`;
  return found.cluster ? `${url}?cluster=${found.cluster}` : url;
}

/** The explorer page of an address on `network`, or null when no explorer is configured for it. */
export const explorerAddressUrl = (explorers: ExplorerBases, network: string, address: string) =>
  link(explorers, network, 'address', address);

/** The explorer page of a transaction on `network`, or null when no explorer is configured for it. */
export const explorerTxUrl = (explorers: ExplorerBases, network: string, hash: string) =>
  link(explorers, network, 'tx', hash);
