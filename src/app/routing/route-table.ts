import { ASSETS_ACCOUNT_PAGES, ASSETS_FLOW_PAGES, PERSONAL_PAGES } from '@/lib/app-paths';
import type { AppRoute, RedirectRoute, RouteMeta } from './route-meta';

export { ASSETS_ACCOUNT_PAGES, ASSETS_FLOW_PAGES, PERSONAL_PAGES };

const publicPage = (pageTitle: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  mustLogin: false,
  pageTitle,
  h5NavName: pageTitle,
  ...extra,
});

/** The assets screens with an intro under their title, and its translation key. */
const ASSETS_INTROS: Partial<Record<string, string>> = {
  recharge: 'deposit:intro',
  withdraw: 'withdraw:notice.manual',
  flowingWater: 'history:scope.latest',
};

const assetsPage = (name: string, withSideNav: boolean): RouteMeta => ({
  mustLogin: true,
  requiresKyc: true,
  pageTitle: `titles.assets.${name}`,
  pageIntro: ASSETS_INTROS[name],
  h5NavName: `titles.assets.${name}`,
  showAssetsNav: withSideNav,
  activeName: name,
});

const personalPage = (name: string): RouteMeta => ({
  mustLogin: true,
  pageTitle: `titles.personal.${name}`,
  h5NavName: `titles.personal.${name}`,
  haveNav: true,
  activeName: name,
});

/** The route table of spec §2, below the `/:lang` segment. */
export const ROUTES: AppRoute[] = [
  { path: '', meta: publicPage('titles.home', { appRouter: true }) },
  { path: 'login', meta: publicPage('titles.login') },
  { path: 'register', meta: publicPage('titles.register') },
  { path: 'resetPass', meta: publicPage('titles.resetPass') },
  {
    path: 'investments',
    meta: publicPage('titles.investments', { navName: 'investments' }),
  },
  {
    path: 'investmentDetail/:symbol?',
    meta: publicPage('titles.investmentDetail', { navName: 'investments' }),
  },
  {
    path: 'trade/:symbol?',
    meta: {
      mustLogin: true,
      requiresKyc: true,
      navName: 'trade',
      pageTitle: 'titles.trade',
      pageIntro: 'trade:intro',
      h5NavName: 'titles.trade',
    },
  },
  { path: 'cms/:id?', meta: publicPage('titles.cms', { appRouter: true }) },
  ...ASSETS_ACCOUNT_PAGES.map((name) => ({
    path: `assets/${name}` as const,
    meta: assetsPage(name, true),
  })),
  ...ASSETS_FLOW_PAGES.map((name) => ({
    path: `assets/${name}` as const,
    meta: assetsPage(name, false),
  })),
  ...PERSONAL_PAGES.map((name) => ({
    path: `personal/${name}` as const,
    meta: personalPage(name),
  })),
  {
    path: 'personal/enterpriseCert/:id?',
    meta: { ...personalPage('enterpriseCert'), pageIntro: 'kyc:wizard.intro' },
  },
  { path: 'personal/enterpriseCertResult', meta: personalPage('enterpriseCertResult') },
  // QA only (shown when the runtime config's QA switch is on): every form of the product.
  { path: 'qa/forms', meta: publicPage('titles.formsGallery') },
];

export const REDIRECTS: RedirectRoute[] = [
  { path: 'assets', redirectTo: 'assets/tokenAccount' },
  { path: 'personal', redirectTo: 'personal/userManagement' },
];
