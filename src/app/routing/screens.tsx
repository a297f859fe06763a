import { lazy } from 'react';
import { NotBuiltScreen } from '../layout/NotBuiltScreen';
import { PageFrame } from '../layout/PageFrame';
import type { AppRoute } from './route-meta';

const HomePage = lazy(() => import('@/features/home/HomePage').then((m) => ({ default: m.HomePage })));
const FormsGallery = lazy(() => import('../qa/FormsGallery').then((m) => ({ default: m.FormsGallery })));
const LoginPage = lazy(() => import('@/features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));

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
