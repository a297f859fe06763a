import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundScreen } from '../layout/NotFoundScreen';
import { RouteErrorScreen } from '../layout/RouteErrorScreen';
import { LanguageGate } from './LanguageGate';
import { REDIRECTS, ROUTES } from './route-table';
import { preloadScreenAt, screenFor } from './screens';

/** Route objects of the table, below `/:lang`; relative redirects keep the language segment. */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = [
    ...ROUTES.map((route): RouteObject =>
      route.path === ''
        ? { index: true, element: screenFor(route) }
        : { path: route.path, element: screenFor(route) },
    ),
    ...REDIRECTS.map((redirect): RouteObject => ({
      path: redirect.path,
      element: <Navigate replace to={`../${redirect.redirectTo}`} relative="path" />,
    })),
    { path: '*', element: <NotFoundScreen /> },
  ];
  return [
    { path: '/', element: <LanguageGate /> },
    { path: '/:lang', element: <LanguageGate />, children: [{ element: <AppLayout />, children }] },
  ];
}

/**
 * The routes in react-router's declarative mode (a `<BrowserRouter>` or `<MemoryRouter>` above): it ships
 * about half of the data router's code, and the app uses none of loaders, actions or fetchers.
 * A screen that throws while rendering fails below the header (AppLayout's boundary) and a section of it in
 * place (SectionBoundary); this boundary is the last resort for the shell itself, showing the error screen
 * until the address changes. The React root reports each caught error once (main.tsx).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  // The next screen's chunk starts loading as the navigation's render begins, not when the render reaches it
  // below the header and the frame (idempotent: each screen loads once). A failed load shows where the screen
  // renders (the error boundary below).
  preloadScreenAt(pathname).catch(() => undefined);
  return (
    <ErrorBoundary fallback={<RouteErrorScreen />} resetKeys={[pathname]}>
      {useRoutes(routes)}
    </ErrorBoundary>
  );
}
