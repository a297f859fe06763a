import { matchRoutes, type RouteObject, useLocation } from 'react-router';
import type { RouteMeta } from './route-meta';
import { ROUTES } from './route-table';

const NOT_FOUND_META: RouteMeta = { mustLogin: false, pageTitle: 'titles.notFound' };

// The table's patterns with their meta, matched as AppRoutes matches them (redirects and unknown paths
// have no meta).
const META_ROUTES: RouteObject[] = [
  {
    path: '/:lang',
    children: ROUTES.map((route): RouteObject =>
      route.path === '' ? { index: true, handle: route.meta } : { path: route.path, handle: route.meta },
    ),
  },
];

/** Meta of the matched route of the table (spec §2 route meta fields). */
export function useRouteMeta(): RouteMeta {
  const location = useLocation();
  const deepest = matchRoutes(META_ROUTES, location)?.at(-1);
  return (deepest?.route.handle as RouteMeta | undefined) ?? NOT_FOUND_META;
}
