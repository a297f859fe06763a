import { preloadSideNav } from '../layout/SectionNav';
import type { ScreenRegistry } from './lazy-screen';
import type { AppRoute } from './route-meta';
import { routeAt } from './route-at';
import { ASSETS_SCREENS } from './screens/assets';
import { AUTH_SCREENS } from './screens/auth';
import { KYC_SCREENS } from './screens/kyc';
import { MARKET_SCREENS } from './screens/market';
import { PERSONAL_RECORDS_SCREENS } from './screens/personal-records';
import { PERSONAL_SECURITY_SCREENS } from './screens/personal-security';
import { PUBLIC_SCREENS } from './screens/public';

/** Every route pattern's screen (tests/components/app/routing.test.tsx checks none of the table is missing). */
export const SCREENS: ScreenRegistry = {
  ...PUBLIC_SCREENS,
  ...AUTH_SCREENS,
  ...PERSONAL_SECURITY_SCREENS,
  ...PERSONAL_RECORDS_SCREENS,
  ...KYC_SCREENS,
  ...ASSETS_SCREENS,
  ...MARKET_SCREENS,
};

/**
 * Starts fetching the lazy screen (and its namespaces) of `pathname`, relative to the base prefix, and the
 * side navigation of a section's screen; resolves once all are in (main.tsx waits for it before hydrating a
 * prerendered page).
 */
export async function preloadScreenAt(pathname: string): Promise<void> {
  const route = routeAt(pathname);
  if (!route) return;
  const sideNav = route.meta.showAssetsNav || route.meta.haveNav;
  await Promise.all([SCREENS[route.path]?.preload(), sideNav ? preloadSideNav() : undefined]);
}

/** The element a route of the table renders. */
export function screenFor(route: AppRoute) {
  const Screen = SCREENS[route.path];
  if (!Screen) throw new Error(`No screen for the route ${route.path}`);
  return <Screen />;
}
