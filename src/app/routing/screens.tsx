import type { RoutePattern } from '@/lib/app-paths';
import { namespaces } from '@/i18n';
import { preloadSideNav } from '../layout/SectionNav';
import { type LazyScreen, lazyScreen } from './lazy-screen';
import type { AppRoute } from './route-meta';
import { routeAt } from './route-at';
import { ROUTE_RECORDS } from './routes';

/** Every route pattern's screen, from its record (tests/components/app/routing.test.tsx checks each). */
export const SCREENS: Partial<Record<RoutePattern, LazyScreen>> = Object.fromEntries(
  ROUTE_RECORDS.map((record) => [
    record.path,
    lazyScreen(
      record.screen,
      record.exportName,
      record.namespaces === 'all' ? namespaces : record.namespaces,
    ),
  ]),
);

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
