import { useId as useReactId } from 'react';

/**
 * Mantine's useId (@mantine/hooks) without its random id after mount (vite.config.ts aliases it in).
 * Mantine's starts from React's id, the one the server and the prerender render, then sets a random one
 * in a layout effect: a synchronous re-render of every component that asked, inputs, accordions and menus
 * alike, inside the hydration's commit (one long task on a prerendered page), and ids in the
 * markup that change after it. React's id is already unique in the page and the same on both sides.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
