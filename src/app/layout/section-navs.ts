import { assetsPath, personalPath } from '@/lib/app-paths';
import type { SideNavItem } from './SideNav';

// The account pages (their records show this navigation: assetsRoute(…, { sideNav: true })).
const ASSETS_NAV_PAGES = ['tokenAccount', 'spotAccount', 'fiatAccount'] as const;

export const ASSETS_NAV: SideNavItem[] = ASSETS_NAV_PAGES.map((name) => ({
  name,
  path: assetsPath(name),
  label: `titles.assets.${name}`,
}));

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
