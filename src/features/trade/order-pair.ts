import type { TradeOrder } from '@generated/models';
import { EMPTY_DISPLAY } from '@/lib/display-format';
import { otcPairOf } from './otc-pair';

/**
 * A spot order's pair as BASE/QUOTE (spec §3 "pair"): from its coins when both came, else read from its
 * symbol (btcusdt → BTC/USDT, or BTCUSDT when the quote is not one the page knows), else '--'.
 */
export function orderPair(order: Pick<TradeOrder, 'symbol' | 'baseCoin' | 'quoteCoin'>): string {
  if (order.baseCoin && order.quoteCoin) return `${order.baseCoin}/${order.quoteCoin}`;
  if (!order.symbol) return EMPTY_DISPLAY;
  const pair = otcPairOf(order.symbol);
  if (!pair.symbol) return order.symbol.toUpperCase();
  return `${pair.coin}/${order.symbol.slice(pair.coin.length).toUpperCase()}`;
}

/** The coin an order's total is in: its quote coin, else the quote read from its symbol. */
export function orderQuote(order: Pick<TradeOrder, 'symbol' | 'quoteCoin'>): string | undefined {
  if (order.quoteCoin) return order.quoteCoin;
  const pair = order.symbol ? otcPairOf(order.symbol) : undefined;
  return pair?.symbol ? pair.symbol.slice(pair.coin.length).toUpperCase() : undefined;
}
