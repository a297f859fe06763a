// What only the trade screen tests share: /trade/usdt (or another symbol) opened as the KYC-approved user with the trade
// calls answering their named examples, and those calls' paths. Everything else is test-utils/screen-kit.
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockAnswer } from '../../test-utils/mock-api';
import { answerOperations, exampleAnswer, LONG, openScreenAs, pathOf } from '../../test-utils/screen-kit';

export { LONG } from '../../test-utils/screen-kit';
export const PATHS = {
  ticker: pathOf('getOtcTicker'),
  history: pathOf('getOtcPriceHistory'),
  search: pathOf('searchOtcAds'),
  current: pathOf('listCurrentOrders'),
  orderHistory: pathOf('listOrderHistory'),
  myAds: pathOf('listOtcAds'),
  cancel: pathOf('cancelOrder'),
  take: pathOf('createOtcOrder'),
  paymentMethods: pathOf('listPaymentMethods'),
  otcOrders: pathOf('listOtcOrders'),
  otcPaid: pathOf('markOtcOrderPaid'),
  otcCancel: pathOf('cancelOtcOrder'),
  spot: pathOf('listSpotAccountAssets'),
} as const;

/** A named example of openapi/examples/trade.yaml as an answer. */
export const trade = (name: string, status = 200): MockAnswer => exampleAnswer('trade', name, status);

/**
 * Opens `/<lang>/trade/<symbol><search>` (by default usdt: the OTC desk of the examples trades USDT); every trade call answers its default example unless `answers`
 * says. `answers` in the result stays live: a test may change one before a retry.
 */
export function openTrade(
  answers: Record<string, MockAnswer> = {},
  lang = 'en_US',
  search = '',
  symbol = 'usdt',
) {
  const defaults = answerOperations({
    getOtcTicker: 'otcTicker',
    getOtcPriceHistory: 'otcPriceHistoryEmpty',
    searchOtcAds: 'otcSearchResults',
    listCurrentOrders: 'currentOrders',
    listOrderHistory: 'orderHistory',
    listOtcAds: 'myOtcAds',
    cancelOrder: 'success',
    createOtcOrder: 'otcOrderCreated',
    listPaymentMethods: 'paymentMethods',
    listOtcOrders: 'otcOrders',
    markOtcOrderPaid: 'success',
    cancelOtcOrder: 'success',
    // The spot account a sell draws on (USDT 2700.5 available).
    listSpotAccountAssets: 'spotAccount',
  });
  return openScreenAs('kycApproved', `trade/${symbol}${search}`, { ...defaults, ...answers }, { lang });
}

/** The row of the current OTC orders' unpaid buy (OtcOrderStatus 1). */
export async function unpaidBuy() {
  const rows = await screen.findAllByTestId('otc-order', undefined, LONG);
  return rows.find((row) => within(row).queryByTestId('otc-status-1'))!;
}

/** Presses the unpaid buy's action `name` (Cancel, I have paid) and returns the confirmation it opens. */
export async function actOnUnpaidBuy(name: string) {
  fireEvent.click(within(await unpaidBuy()).getByRole('button', { name }));
  return screen.findByRole('dialog', undefined, LONG);
}
