import { FORM_NAMESPACES, route } from '../route-record';
import { publicMeta } from './meta';

/** Investments, trade and CMS. */
export const MARKET_ROUTES = [
  // A budgeted public page (budgets.json "investments"): only its own namespace, no form engine.
  route({
    path: 'investments',
    meta: publicMeta('titles.investments', { navName: 'investments' }),
    screen: () => import('@/features/investments/list/InvestmentsPage'),
    exportName: 'InvestmentsPage',
    namespaces: ['investments'],
  }),
  route({
    path: 'investmentDetail/:symbol?',
    meta: publicMeta('titles.investmentDetail', { navName: 'investments' }),
    screen: () => import('@/features/investments/detail/InvestmentDetailPage'),
    exportName: 'InvestmentDetailPage',
    namespaces: ['investments', ...FORM_NAMESPACES],
  }),
  route({
    path: 'trade/:symbol?',
    meta: {
      mustLogin: true,
      requiresKyc: true,
      navName: 'trade',
      pageTitle: 'titles.trade',
      pageIntro: 'trade:intro',
      h5NavName: 'titles.trade',
    },
    screen: () => import('@/features/trade/TradePage'),
    exportName: 'TradePage',
    namespaces: ['trade', ...FORM_NAMESPACES],
  }),
  route({
    path: 'cms/:id?',
    meta: publicMeta('titles.cms', { appRouter: true }),
    screen: () => import('@/features/cms/CmsPage'),
    exportName: 'CmsPage',
    namespaces: ['cms'],
  }),
];
