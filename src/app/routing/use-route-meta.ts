import { useMatches } from 'react-router';
import type { RouteMeta } from './route-meta';

const NOT_FOUND_META: RouteMeta = { mustLogin: false, pageTitle: 'titles.notFound' };

const isRouteMeta = (handle: unknown): handle is RouteMeta =>
  typeof handle === 'object' && handle !== null && 'pageTitle' in handle;

/** Meta of the deepest matched route (spec §2 route meta fields). */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isRouteMeta(match.handle))?.handle;
  return isRouteMeta(handle) ? handle : NOT_FOUND_META;
}
