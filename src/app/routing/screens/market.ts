import { lazyScreen, type ScreenRegistry } from '../lazy-screen';

/** Investments, trade and CMS (issue 13). */
export const MARKET_SCREENS: ScreenRegistry = {
  'cms/:id?': lazyScreen(() => import('@/features/cms/CmsPage'), 'CmsPage', ['cms']),
};
