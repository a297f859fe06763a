import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundScreen } from '../layout/NotFoundScreen';
import { RouteErrorScreen } from '../layout/RouteErrorScreen';
import { LanguageGate } from './LanguageGate';
import { REDIRECTS, ROUTES } from './route-table';
import { screenFor } from './screens';

/** Route objects of the table, below `/:lang`; relative redirects keep the language segment. */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = [
    ...ROUTES.map((route): RouteObject =>
      route.path === ''
        ? { index: true, handle: route.meta, element: screenFor(route) }
        : { path: route.path, handle: route.meta, element: screenFor(route) },
    ),
    ...REDIRECTS.map((redirect): RouteObject => ({
      path: redirect.path,
      element: <Navigate replace to={`../${redirect.redirectTo}`} relative="path" />,
    })),
    { path: '*', element: <NotFoundScreen /> },
  ];
  return [
    { path: '/', element: <LanguageGate />, errorElement: <RouteErrorScreen /> },
    {
      path: '/:lang',
      element: <LanguageGate />,
      errorElement: <RouteErrorScreen />,
      children: [{ element: <AppLayout />, children }],
    },
  ];
}

export function createAppRouter(basename: string) {
  return createBrowserRouter(buildRoutes(), { basename: basename || '/' });
}
