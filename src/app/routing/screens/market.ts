import { FORM_NAMESPACES, lazyScreen, type ScreenRegistry } from '../lazy-screen';

/** Investments, trade and CMS. */
export const MARKET_SCREENS: ScreenRegistry = {
  // A budgeted public page (budgets.json "investments"): only its own namespace, no form engine.
  investments: lazyScreen(() => import('@/features/investments/list/InvestmentsPage'), 'InvestmentsPage', [
    'investments',
  ]),
  'investmentDetail/:symbol?': lazyScreen(
    () => import('@/features/investments/detail/InvestmentDetailPage'),
    'InvestmentDetailPage',
    ['investments', ...FORM_NAMESPACES],
  ),
  'trade/:symbol?': lazyScreen(() => import('@/features/trade/TradePage'), 'TradePage', [
    'trade',
    ...FORM_NAMESPACES,
  ]),
  'cms/:id?': lazyScreen(() => import('@/features/cms/CmsPage'), 'CmsPage', ['cms']),
};
