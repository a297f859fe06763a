import { FORM_NAMESPACES } from '../route-record';
import { assetsRoute } from './meta';

// The account pages: the overview, the account's rows and chart; the latest records use history's table.
const accountPage = <K extends 'TokenAccountPage' | 'SpotAccountPage' | 'FiatAccountPage'>(
  exportName: K,
) => ({
  screen: () => import('@/features/assets/accounts/AccountPages'),
  exportName,
  namespaces: ['accounts', 'history'],
});

/** Assets and money movement. */
export const ASSETS_ROUTES = [
  assetsRoute('tokenAccount', accountPage('TokenAccountPage'), { sideNav: true }),
  assetsRoute('spotAccount', accountPage('SpotAccountPage'), { sideNav: true }),
  assetsRoute('fiatAccount', accountPage('FiatAccountPage'), { sideNav: true }),
  // Deposit: coin address, bank transfer and UPI; the forms' labels live in assets, statuses in history.
  assetsRoute(
    'recharge',
    {
      screen: () => import('@/features/assets/deposit/DepositPage'),
      exportName: 'DepositPage',
      namespaces: ['deposit', 'withdraw', 'history', 'assets', ...FORM_NAMESPACES],
    },
    { pageIntro: 'deposit:intro' },
  ),
  // Withdraw, internal transfer, address book and withdrawal records; the form labels live in assets.
  assetsRoute(
    'withdraw',
    {
      screen: () => import('@/features/assets/withdraw/WithdrawPage'),
      exportName: 'WithdrawPage',
      namespaces: ['withdraw', 'assets', ...FORM_NAMESPACES],
    },
    { pageIntro: 'withdraw:notice.manual' },
  ),
  // History and records (flowingWater, applyList, mnFait): namespace history; pickers for the range.
  assetsRoute('applyList', {
    screen: () => import('@/features/assets/history/apply-list/ApplyListPage'),
    exportName: 'ApplyListPage',
    namespaces: ['history'],
  }),
  assetsRoute(
    'flowingWater',
    {
      screen: () => import('@/features/assets/history/flowing-water/FlowingWaterPage'),
      exportName: 'FlowingWaterPage',
      namespaces: ['history', 'pickers'],
    },
    { pageIntro: 'history:scope.latest' },
  ),
  assetsRoute('mnFait', {
    screen: () => import('@/features/assets/history/fiat/MnFaitPage'),
    exportName: 'MnFaitPage',
    namespaces: ['history'],
  }),
];
