// Shared steps of the history and records tests: open an /assets page as the KYC-approved user, its calls
// answered by named contract examples; answers stay live, so a test may change one before a retry.
import { contractExample } from '../../../test-utils/contract-examples';
import { loggedInApi, type MockAnswer, mockApi } from '../../../test-utils/mock-api';
import { renderApp } from '../../../test-utils/render';

export { calledPaths, lastBody, LONG } from '../../personal/security/security-kit';

export const PATHS = {
  scenes: '/record/ex_transfer_scene_v4',
  transactions: '/record/ex_transfer_list_v4',
  subscriptions: '/record/apply_list',
  fiatDeposits: '/fiat/deposit/list',
  fiatWithdrawals: '/fiat/withdraw/list',
  cancelFiatWithdrawal: '/fiat/cancel_withdraw',
  bankCards: '/user/bank/user_bank_list',
} as const;

export const example = (file: string, name: string, status = 200): MockAnswer => ({
  status,
  body: contractExample(file, name),
});
export const SERVER_BUSY = example('errors', 'SERVER_BUSY', 500);

/** Opens `/<lang>/assets/<page>`; every listed call answers its default example unless `answers` says. */
export function openAssets(page: string, answers: Record<string, MockAnswer> = {}, lang = 'en_US') {
  window.localStorage.setItem('token', 'test-token');
  const live: Record<string, MockAnswer> = Object.assign(
    loggedInApi('kycApproved'),
    {
      [PATHS.scenes]: example('assets', 'transactionScenes'),
      [PATHS.transactions]: example('assets', 'transactions'),
      [PATHS.subscriptions]: example('assets', 'subscriptionRecords'),
      [PATHS.fiatDeposits]: example('funds', 'fiatDeposits'),
      [PATHS.fiatWithdrawals]: example('funds', 'fiatWithdrawals'),
      [PATHS.bankCards]: example('assets', 'bankCards'),
    },
    answers,
  );
  const fetchMock = mockApi(live);
  const app = renderApp(`/${lang}/assets/${page}`);
  return { fetchMock, app, answers: live };
}
