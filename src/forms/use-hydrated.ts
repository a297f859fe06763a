import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates prerendered markup (and at build-time rendering), true from the render right
 * after hydration and in every client render: React re-renders a hydrated component whose client value
 * differs from the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
