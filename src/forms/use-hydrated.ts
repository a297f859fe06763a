import { startTransition, useEffect, useState } from 'react';
import { isHydrating } from '@/lib/hydration';

/**
 * False while the component renders into prerendered markup (at build time, and while hydrating it), then
 * true; true at once in a client render. The change is a transition, so the re-render it brings (a whole
 * form) yields to the browser like the hydration before it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !isHydrating());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
