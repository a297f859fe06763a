// Address formats per network (spec §3 "Market: chains keyed by chainName"; §5 validation). The market's
// chain data has no field for an address format, so the format is known here from the chain's name: the
// family of chains that share one address form. A chain not known here is left to the server's check.

/** The address forms the app can check on the client. */
export type AddressFamily = 'tron' | 'evm' | 'solana' | 'bitcoin' | 'xrp';

const FAMILY_BY_CHAIN: Record<string, AddressFamily> = {
  TRC20: 'tron',
  TRON: 'tron',
  TRX: 'tron',
  ERC20: 'evm',
  ETH: 'evm',
  ETHEREUM: 'evm',
  BEP20: 'evm',
  BSC: 'evm',
  POLYGON: 'evm',
  MATIC: 'evm',
  ARBITRUM: 'evm',
  OPTIMISM: 'evm',
  BASE: 'evm',
  SOL: 'solana',
  SOLANA: 'solana',
  SPL: 'solana',
  BTC: 'bitcoin',
  BITCOIN: 'bitcoin',
  XRP: 'xrp',
};

/** The address family of a market chainName (case-insensitive), or null when the app does not know it. */
export function addressFamilyOf(chainName: string | undefined): AddressFamily | null {
  if (!chainName) return null;
  return FAMILY_BY_CHAIN[chainName.trim().toUpperCase()] ?? null;
}

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const FORMATS: Record<AddressFamily, RegExp[]> = {
  // TRON: "T" and 33 more base58 characters.
  tron: [new RegExp(`^T${BASE58}{33}$`)],
  // EVM chains: "0x" and 40 hex digits.
  evm: [/^0x[0-9a-fA-F]{40}$/],
  // Solana: a base58 public key of 32 to 44 characters.
  solana: [new RegExp(`^${BASE58}{32,44}$`)],
  // Bitcoin: legacy (1…) and P2SH (3…) base58 of 26-34 characters, or bech32/bech32m "bc1" in one case.
  bitcoin: [
    new RegExp(`^[13]${BASE58}{25,33}$`),
    /^bc1[ac-hj-np-z02-9]{11,71}$/,
    /^BC1[AC-HJ-NP-Z02-9]{11,71}$/,
  ],
  // XRP Ledger classic address: "r" and 24-34 more characters of its base58 alphabet.
  xrp: [/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/],
};

/**
 * Whether `address` has the form of addresses on `chainName`: 'fits', 'doesNotFit', or 'unchecked' for a
 * chain the app knows no format of (the server's check still applies). Never trims or rewrites: an
 * address with a space anywhere does not fit.
 */
export function addressFitsChain(
  chainName: string | undefined,
  address: string,
): 'fits' | 'doesNotFit' | 'unchecked' {
  const family = addressFamilyOf(chainName);
  if (!family) return 'unchecked';
  return FORMATS[family].some((format) => format.test(address)) ? 'fits' : 'doesNotFit';
}

/** The runtime config's explorer key of each family (spec §3 "Explorer links"; keyed by chain name). */
const EXPLORER_NAME: Record<AddressFamily, string> = {
  tron: 'tron',
  evm: 'ethereum',
  solana: 'solana',
  bitcoin: 'bitcoin',
  xrp: 'xrp',
};

/**
 * The explorer network of a market chainName: the chainName itself when the explorers have it, else its
 * family's explorer name (ERC20 → ethereum). A transaction links by its OWN chain, so a TRON hash never
 * becomes an Ethereum link.
 */
export function explorerNetworkOf(explorers: Record<string, string>, chainName: string): string {
  const name = chainName.trim().toLowerCase();
  if (explorers[name]) return name;
  const family = addressFamilyOf(chainName);
  return family ? EXPLORER_NAME[family] : name;
}
