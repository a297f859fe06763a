import type { ScreenCalls } from '../on-open-calls';

export const ASSETS_CALLS: ScreenCalls = {
  // Withdraw: its first tab reads the coin's rules (USDT); the other tabs load when chosen.
  'assets/withdraw': ['getWithdrawConfig'],
  // Account pages: the overview, the valuation fiats and rate, the latest records, the account's rows.
  'assets/tokenAccount': [
    'getAssetOverview',
    'getFiatCoinList',
    'getRate',
    'listTransactions',
    'listTokenAccountAssets',
  ],
  'assets/spotAccount': [
    'getAssetOverview',
    'getFiatCoinList',
    'getRate',
    'listTransactions',
    'listSpotAccountAssets',
  ],
  'assets/fiatAccount': [
    'getAssetOverview',
    'getFiatCoinList',
    'getRate',
    'listTransactions',
    'listFiatAccountAssets',
  ],
  // Deposit: its first tab reads the coin's address (USDT) and the coin's deposits.
  'assets/recharge': ['getDepositAddress', 'listDepositRecords'],
  // History: the types of the filter and the latest records; the others open on their first list.
  'assets/flowingWater': ['getTransactionScenes', 'listTransactions'],
  'assets/applyList': ['listSubscriptionRecords'],
  'assets/mnFait': ['listFiatDeposits'],
};
