// Shared steps of the trade screen tests: open /trade/btcusdt as the KYC-approved user, every call answered
// by the contract's named examples unless a test says otherwise.
import { contractExample } from '../../test-utils/contract-examples';
import { loggedInApi, type MockAnswer, mockApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';

export const LONG = { timeout: 20_000 };
export const PATHS = {
  ticker: '/otc/ticker',
  history: '/otc/price_history',
  search: '/otc/search',
  current: '/order/list/new',
  orderHistory: '/v4/order/entrust_history',
  myAds: '/otc/ad_list',
  cancel: '/order/cancel',
  take: '/otc/order/create',
  paymentMethods: '/otc/payment/find',
  otcOrders: '/order/otc/bystatus_v4',
  otcPaid: '/order/otc/confirm_payment',
  otcCancel: '/order/otc/cancel',
};

export const trade = (name: string, status = 200): MockAnswer => ({
  status,
  body: contractExample('trade', name),
});

const DEFAULTS: Record<string, MockAnswer> = {
  [PATHS.ticker]: trade('otcTicker'),
  [PATHS.history]: trade('otcPriceHistoryEmpty'),
  [PATHS.search]: trade('otcSearchResults'),
  [PATHS.current]: trade('currentOrders'),
  [PATHS.orderHistory]: trade('orderHistory'),
  [PATHS.myAds]: trade('myOtcAds'),
  [PATHS.cancel]: trade('success'),
  [PATHS.take]: trade('otcOrderCreated'),
  [PATHS.paymentMethods]: { body: contractExample('assets', 'paymentMethods') },
  [PATHS.otcOrders]: trade('otcOrders'),
  [PATHS.otcPaid]: trade('success'),
  [PATHS.otcCancel]: trade('success'),
};

export function openTrade(answers: Record<string, MockAnswer> = {}, lang = 'en_US', search = '') {
  window.localStorage.setItem('token', 'test-token');
  const all = { ...loggedInApi('kycApproved'), ...DEFAULTS, ...answers };
  const fetchMock = mockApi(all);
  const app = renderApp(`/${lang}/trade/btcusdt${search}`);
  return { fetchMock, app, answer: (path: string, next: MockAnswer) => mockApi({ ...all, [path]: next }) };
}

export const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string) => {
  const call = fetchMock.mock.calls.filter(([input]) => String(input).endsWith(path)).at(-1);
  const init = (call as unknown[] | undefined)?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
};
