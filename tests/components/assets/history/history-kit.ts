// Shared steps of the history and records tests: open an /assets page as the KYC-approved user, its calls
// answered by named contract examples; answers stay live, so a test may change one before a retry.
import type { MockAnswer } from '../../../test-utils/mock-api';
import { answerOperations, openScreenAs, pathOf } from '../../../test-utils/screen-kit';

export {
  calledPaths,
  exampleAnswer as example,
  lastBodySentTo,
  LONG,
  SERVER_BUSY,
} from '../../../test-utils/screen-kit';

export const PATHS = {
  scenes: pathOf('getTransactionScenes'),
  transactions: pathOf('listTransactions'),
  subscriptions: pathOf('listSubscriptionRecords'),
  fiatDeposits: pathOf('listFiatDeposits'),
  fiatWithdrawals: pathOf('listFiatWithdrawals'),
  cancelFiatWithdrawal: pathOf('cancelFiatWithdrawal'),
  bankCards: pathOf('listBankCards'),
} as const;

/** Opens `/<lang>/assets/<page>`; every listed call answers its default example unless `answers` says. */
export function openAssets(page: string, answers: Record<string, MockAnswer> = {}, lang = 'en_US') {
  const defaults = answerOperations({
    getTransactionScenes: 'transactionScenes',
    listTransactions: 'transactions',
    listSubscriptionRecords: 'subscriptionRecords',
    listFiatDeposits: 'fiatDeposits',
    listFiatWithdrawals: 'fiatWithdrawals',
    listBankCards: 'bankCards',
  });
  return openScreenAs('kycApproved', `assets/${page}`, { ...defaults, ...answers }, { lang });
}
