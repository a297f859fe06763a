import type { ComponentType } from 'react';
import { loadNamespaces } from '@/i18n';
import { lazyPart } from '@/ui/lazy-part';
import { ScreenLoader } from '../layout/ScreenLoader';

export type LazyScreen = ReturnType<typeof lazyScreen>;

/**
 * A route's lazy chunk, resolved only once its translation namespaces are in too, so its first paint
 * shows no raw key (translations load per language and namespace with the route). `preload` starts both
 * early (main.tsx for the first route, the router at each navigation). A screen already loaded when it
 * mounts renders at once, with no Suspense boundary: a prerendered page hydrates whole, in one pass of
 * slices (React hydrates a boundary's content in a later pass, and all at once in a single long task when
 * an update such as the session's answer reaches it first). One still loading shows the loader.
 */
export function lazyScreen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  needed: readonly string[],
) {
  return lazyPart(
    () => Promise.all([load(), loadNamespaces(needed)]).then(([module]) => module[name]),
    ScreenLoader,
  );
}
