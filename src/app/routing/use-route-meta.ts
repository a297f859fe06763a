import { useLocation } from 'react-router';
import type { RouteMeta } from './route-meta';
import { routeAt } from './route-at';

const NOT_FOUND_META: RouteMeta = { mustLogin: false, pageTitle: 'titles.notFound' };

/** Meta of the matched route of the table (spec §2 route meta fields). */
export function useRouteMeta(): RouteMeta {
  return routeAt(useLocation().pathname)?.meta ?? NOT_FOUND_META;
}
