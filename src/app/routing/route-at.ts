import { matchRoutes, type RouteObject } from 'react-router';
import type { AppRoute } from './route-meta';
import { ROUTES } from './route-table';

// The table's patterns, matched as AppRoutes matches them (redirects and unknown paths have no route).
const TABLE: RouteObject[] = [
  {
    path: '/:lang',
    children: ROUTES.map((route): RouteObject =>
      route.path === '' ? { index: true, handle: route } : { path: route.path, handle: route },
    ),
  },
];

// Matching compiles a pattern for each of the table's routes, and the layout re-renders whenever the
// session or a start-up call answers: each path is matched once.
const routeByPath = new Map<string, AppRoute | undefined>();

/** The route of the table a path (relative to the base prefix) renders, if any. */
export function routeAt(pathname: string): AppRoute | undefined {
  if (routeByPath.has(pathname)) return routeByPath.get(pathname);
  const route = matchRoutes(TABLE, pathname)?.at(-1)?.route.handle as AppRoute | undefined;
  // Detail pages put ids in the path: the cache starts over rather than grow without end.
  if (routeByPath.size >= 500) routeByPath.clear();
  routeByPath.set(pathname, route);
  return route;
}
