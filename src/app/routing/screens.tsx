import { type ComponentType, lazy } from 'react';
import { matchPath } from 'react-router';
import { loadNamespaces, namespaces } from '@/i18n';
import { NotBuiltScreen } from '../layout/NotBuiltScreen';
import { PageFrame } from '../layout/PageFrame';
import type { AppRoute } from './route-meta';
import { ROUTES } from './route-table';

/**
 * A route's lazy chunk, resolved only once its translation namespaces are in too, so its first paint
 * shows no raw key (issue 9: translations load per language and namespace with the route). `preload`
 * starts both early (main.tsx, for the first route) and is what the lazy component awaits.
 */
function lazyScreen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  needed: readonly string[],
) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadNamespaces(needed)]).then(([module]) => ({
      default: module[name],
    })));
  return Object.assign(lazy(preload), { preload });
}

// The form engine's screens: their definitions' labels live in the feature namespaces (auth, kyc, …).
const FORM_NAMESPACES = ['forms', 'fields', 'pickers', 'verification'];

const HomePage = lazyScreen(() => import('@/features/home/HomePage'), 'HomePage', ['home']);
const LoginPage = lazyScreen(() => import('@/features/auth/LoginPage'), 'LoginPage', [
  'auth',
  ...FORM_NAMESPACES,
]);
const FormsGallery = lazyScreen(() => import('../qa/FormsGallery'), 'FormsGallery', namespaces);

const LAZY_SCREENS: Partial<Record<AppRoute['screen'], { preload: () => unknown }>> = {
  home: HomePage,
  login: LoginPage,
  formsGallery: FormsGallery,
};

/** Starts fetching the lazy screen (and its namespaces) of `pathname`, relative to the base prefix. */
export function preloadScreenAt(pathname: string): void {
  const route = ROUTES.find((candidate) =>
    matchPath(candidate.path ? `/:lang/${candidate.path}` : '/:lang', pathname),
  );
  if (route) void LAZY_SCREENS[route.screen]?.preload();
}

/** The element a route of the table renders. */
export function screenFor(route: AppRoute) {
  switch (route.screen) {
    case 'home':
      return <HomePage />;
    case 'login':
      return <LoginPage />;
    case 'formsGallery':
      return <FormsGallery />;
    case 'notBuilt':
      return (
        <PageFrame pageTitle={route.meta.pageTitle}>
          <NotBuiltScreen pageTitle={route.meta.pageTitle} />
        </PageFrame>
      );
  }
}
