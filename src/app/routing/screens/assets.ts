import { FORM_NAMESPACES, lazyScreen, type ScreenRegistry } from '../lazy-screen';

/** Assets and money movement. */
export const ASSETS_SCREENS: ScreenRegistry = {
  // Withdraw, internal transfer, address book and withdrawal records; the form labels live in assets.
  'assets/withdraw': lazyScreen(() => import('@/features/assets/withdraw/WithdrawPage'), 'WithdrawPage', [
    'withdraw',
    'assets',
    ...FORM_NAMESPACES,
  ]),
  // The account pages: the overview, the account's rows and chart; the latest records use history's table.
  'assets/tokenAccount': lazyScreen(
    () => import('@/features/assets/accounts/AccountPages'),
    'TokenAccountPage',
    ['accounts', 'history'],
  ),
  'assets/spotAccount': lazyScreen(
    () => import('@/features/assets/accounts/AccountPages'),
    'SpotAccountPage',
    ['accounts', 'history'],
  ),
  'assets/fiatAccount': lazyScreen(
    () => import('@/features/assets/accounts/AccountPages'),
    'FiatAccountPage',
    ['accounts', 'history'],
  ),
  // Deposit: coin address, bank transfer and UPI; the forms' labels live in assets, statuses in history.
  'assets/recharge': lazyScreen(() => import('@/features/assets/deposit/DepositPage'), 'DepositPage', [
    'deposit',
    'withdraw',
    'history',
    'assets',
    ...FORM_NAMESPACES,
  ]),
  // History and records (flowingWater, applyList, mnFait): namespace history; pickers for the range.
  'assets/flowingWater': lazyScreen(
    () => import('@/features/assets/history/flowing-water/FlowingWaterPage'),
    'FlowingWaterPage',
    ['history', 'pickers'],
  ),
  'assets/applyList': lazyScreen(
    () => import('@/features/assets/history/apply-list/ApplyListPage'),
    'ApplyListPage',
    ['history'],
  ),
  'assets/mnFait': lazyScreen(() => import('@/features/assets/history/fiat/MnFaitPage'), 'MnFaitPage', [
    'history',
  ]),
};
