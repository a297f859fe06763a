import { lazyPart } from '@/ui/lazy-part';

// The side navigation is a chunk of its own: only the assets and personal sections show it. It renders at
// once when its chunk is in (as a prerendered section page has it), so it hydrates in the page's first pass.
export const SectionNav = lazyPart(() => import('./SideNav').then((module) => module.SideNav));

/** Starts loading the side navigation; main.tsx and the prerender await it with a section's first screen. */
export const preloadSideNav = () => SectionNav.preload().then(() => undefined);
