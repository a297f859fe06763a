import { personalPath } from '@/lib/app-paths';
import { ASSETS_ROUTES } from '../routing/routes/assets';
import type { SideNavItem } from './SideNav';

// The account pages: the assets pages whose records show this navigation (assetsRoute(…, { sideNav: true })).
export const ASSETS_NAV: SideNavItem[] = ASSETS_ROUTES.flatMap(({ path, meta }) =>
  meta.showAssetsNav && meta.activeName ? [{ name: meta.activeName, path, label: meta.pageTitle }] : [],
);

const PERSONAL_NAV_PAGES = [
  'userManagement',
  'verificationCenter',
  'safetyRecord',
  'receivingAccount',
  'bindBankCard',
  'apiKeys',
  'blacklist',
  'messages',
] as const;

export const PERSONAL_NAV: SideNavItem[] = PERSONAL_NAV_PAGES.map((name) => ({
  name,
  path: personalPath(name),
  label: `titles.personal.${name}`,
}));
