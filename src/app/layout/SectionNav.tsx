import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type { SideNav as SideNavType } from './SideNav';

type SideNavProps = ComponentProps<typeof SideNavType>;

// The side navigation is a chunk of its own: only the assets and personal sections show it.
let loaded: typeof SideNavType | undefined;
const load = () =>
  import('./SideNav').then((module) => {
    loaded = module.SideNav;
    return { default: module.SideNav };
  });
const LazySideNav = lazy(load);

/** Starts loading the side navigation; main.tsx and the prerender await it with a section's first screen. */
export const preloadSideNav = () => load().then(() => undefined);

/**
 * The side navigation, rendered at once when its chunk is in (as a prerendered section page has it), so it
 * hydrates in the page's first pass, not in a later one of its own Suspense boundary; else when it arrives.
 */
export function SectionNav(props: SideNavProps) {
  const [SideNav] = useState(() => loaded);
  return SideNav ? (
    <SideNav {...props} />
  ) : (
    <Suspense fallback={null}>
      <LazySideNav {...props} />
    </Suspense>
  );
}
