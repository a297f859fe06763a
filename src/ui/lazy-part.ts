import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';

/**
 * A part of a screen in a chunk of its own. `preload` starts fetching it before it shows (beside the data it
 * waits on, say) and can be awaited; `prefetch` only starts it, and a failed load is then reported where the
 * part renders (its lazy component throws to the nearest error boundary). Once the chunk is in, the part
 * renders at once with no Suspense boundary: no fallback flashes, and a prerendered page hydrates it in its
 * first pass. Until then it shows `Fallback` (nothing when none is given). Each mount keeps the kind it
 * started with, so nothing remounts.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, Fallback?: ComponentType) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Part(props: P) {
    const [Component] = useState(() => loaded);
    if (Component) return createElement(Component, props);
    const fallback = Fallback ? createElement(Fallback) : null;
    return createElement(Suspense, { fallback }, createElement(Lazy, props));
  }
  const prefetch = () => void preload().catch(() => undefined);
  return Object.assign(Part, { preload, prefetch });
}
