import { ASSETS_ACCOUNT_PAGES, assetsPath, personalPath } from '@/lib/app-paths';
import type { SideNavItem } from './SideNav';

export const ASSETS_NAV: SideNavItem[] = ASSETS_ACCOUNT_PAGES.map((name) => ({
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
