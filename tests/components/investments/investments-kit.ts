// Shared steps of the investment screen tests: open a route with the contract's named examples answering.
import { contractExample } from '../../test-utils/contract-examples';
import { loggedInApi, type MockAnswer, mockApi, visitorApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';

// The first render of a lazy screen (and its form chunks) can take long on a busy machine.
export const LONG = { timeout: 20_000 };
export const LIST = '/api/v1/investment/product/list';
export const DETAIL = '/api/v1/investment/product/detail';
export const SUBSCRIBE = '/api/v1/investment/subscribe';
export const RECORDS = '/record/apply_list';
export const BALANCES = '/finance/v5/account_balance';
export const HOT_COINS = '/common/hot_coin_list';

export const inv = (name: string, status = 200): MockAnswer => ({
  status,
  body: contractExample('investments', name),
});
export const assets = (name: string): MockAnswer => ({ body: contractExample('assets', name) });
export const failed = (code: string, message: string): MockAnswer => ({
  body: { code, message, data: null },
});

/** Opens `/<lang>/<path>` as a visitor or as the user of a getUserInfo example (kycApproved, kycPending…). */
export function openInvestments(
  path: string,
  answers: Record<string, MockAnswer>,
  { user, lang = 'en_US' }: { user?: string; lang?: string } = {},
) {
  if (user) window.localStorage.setItem('token', 'test-token');
  else window.localStorage.removeItem('token');
  const fetchMock = mockApi({ ...(user ? loggedInApi(user) : visitorApi()), ...answers });
  const app = renderApp(`/${lang}/${path}`);
  return { fetchMock, app };
}

export const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) =>
    new URL(String(input), 'http://localhost').pathname.endsWith(path),
  );

/** The JSON body of the last call to `path`. */
export function lastBody(fetchMock: ReturnType<typeof mockApi>, path: string): Record<string, unknown> {
  const call = callsTo(fetchMock, path).at(-1);
  if (!call) throw new Error(`no call to ${path}`);
  const init = (call as unknown[])[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
}
