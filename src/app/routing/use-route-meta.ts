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

// Matching compiles a pattern for each of the table's routes, and the layout re-renders whenever the
// session or a start-up call answers: each path is matched once.
const metaByPath = new Map<string, RouteMeta>();

function metaOf(pathname: string): RouteMeta {
  let meta = metaByPath.get(pathname);
  if (!meta) {
    const deepest = matchRoutes(META_ROUTES, pathname)?.at(-1);
    meta = (deepest?.route.handle as RouteMeta | undefined) ?? NOT_FOUND_META;
    // Detail pages put ids in the path: the cache starts over rather than grow without end.
    if (metaByPath.size >= 500) metaByPath.clear();
    metaByPath.set(pathname, meta);
  }
  return meta;
}

/** Meta of the matched route of the table (spec §2 route meta fields). */
export function useRouteMeta(): RouteMeta {
  return metaOf(useLocation().pathname);
}
