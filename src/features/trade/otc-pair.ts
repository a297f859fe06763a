// The OTC pair of /trade/{symbol} (spec §2: symbol optional). The symbol is a pair id as orders carry it
// (lower case, no separator, e.g. btcusdt): the coin traded OTC is its base. The contract has no list of
// OTC fiats, so the page offers these (the mock's ads are in SGD and HKD; assumed). Calls carry a fiat as the
// fiat list codes it, lower case (spec §3); the page shows it upper case (fiatLabel).
export const OTC_FIATS = ['sgd', 'hkd', 'usd', 'cny'] as const;
export type OtcFiat = (typeof OTC_FIATS)[number];

export const DEFAULT_COIN = 'USDT';
const QUOTES = ['usdt', 'usdc', 'btc', 'eth'];

export interface OtcPair {
  /** Upper-case coin, e.g. USDT. */
  coin: string;
  /** The route's pair id when it is one (filters the orders), else undefined. */
  symbol: string | undefined;
}

/** 'btcusdt' → BTC (orders of btcusdt); 'usdt' → USDT; nothing or a malformed symbol → USDT, all orders. */
export function otcPairOf(symbol: string | undefined): OtcPair {
  const id = symbol?.toLowerCase();
  if (!id || !/^[a-z0-9]{2,20}$/.test(id)) return { coin: DEFAULT_COIN, symbol: undefined };
  const quote = QUOTES.find((candidate) => id.endsWith(candidate) && id.length > candidate.length);
  if (!quote) return { coin: id.toUpperCase(), symbol: undefined };
  return { coin: id.slice(0, -quote.length).toUpperCase(), symbol: id };
}

/**
 * An OTC answer (ticker, price history, ad) about `coin`. One about another coin is not shown under this
 * coin's name: the page would quote one coin's price for another. One that leaves its coin out answers the
 * request, which named the coin.
 */
export const isAboutCoin = (answer: { coinSymbol?: string } | undefined, coin: string): boolean =>
  answer !== undefined &&
  (answer.coinSymbol === undefined || answer.coinSymbol.toUpperCase() === coin.toUpperCase());
