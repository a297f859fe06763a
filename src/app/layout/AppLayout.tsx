import { Container, Flex } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '@/api/session/session-context';
import { SectionBoundary } from '@/kit/boundary/SectionBoundary';
import { ApiEventBridge } from '../events/ApiEventBridge';
import { RouteGuard } from '../guards/RouteGuard';
import { AppHeader } from '../header/AppHeader';
import { useRouteMeta } from '../routing/use-route-meta';
import { QaScenarioPanel } from '../qa/QaScenarioPanel';
import { StartupData } from '../session/StartupData';
import { SectionNav } from './SectionNav';
import { ASSETS_NAV, PERSONAL_NAV } from './section-navs';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useDocumentTitle } from './use-document-title';
import { useFocusMainOnNavigate } from './use-focus-main-on-navigate';
import { useScreenCompleteMark } from './use-screen-complete-mark';
import { useScrollToTop } from './use-scroll-to-top';

// A chunk of its own: the idle logout runs only for a signed-in user.
const IdleLogout = lazy(() => import('../session/IdleLogout').then((m) => ({ default: m.IdleLogout })));

/**
 * Frame of every route under /:lang: skip link, header (unless hideHead), guards, side navigation, content.
 * The screen alone is the page's one main landmark: the skip link passes the header and the side navigation.
 */
export function AppLayout() {
  const meta = useRouteMeta();
  const { isLogin } = useSession();
  useScrollToTop();
  useFocusMainOnNavigate();
  useDocumentTitle(meta.pageTitle);
  useScreenCompleteMark();
  const sideNav = meta.showAssetsNav ? (
    <SectionNav label="assetsNav.label" items={ASSETS_NAV} activeName={meta.activeName} />
  ) : meta.haveNav ? (
    <SectionNav label="personalNav.label" items={PERSONAL_NAV} activeName={meta.activeName} />
  ) : null;

  return (
    <>
      <SkipLink />
      <StartupData />
      {isLogin && (
        <Suspense fallback={null}>
          <IdleLogout />
        </Suspense>
      )}
      <ApiEventBridge meta={meta} />
      {/* Each part fails alone (design.md "Screens fail in pieces"): the header, the side navigation and
          the screen below them. */}
      {!meta.hideHead && (
        <SectionBoundary>
          <AppHeader meta={meta} />
        </SectionBoundary>
      )}
      <Container size="lg" py="lg">
        <Flex gap="lg" direction={{ base: 'column', sm: 'row' }} align="flex-start">
          {sideNav && <SectionBoundary>{sideNav}</SectionBoundary>}
          <main
            id={MAIN_ID}
            tabIndex={-1}
            className="app-main"
            style={{ flex: 1, minWidth: 0, width: '100%' }}
          >
            <RouteGuard meta={meta}>
              {/* The screen brings its own loading state (src/app/routing/lazy-screen.ts). */}
              <SectionBoundary scope="screen">
                <Outlet />
              </SectionBoundary>
            </RouteGuard>
          </main>
        </Flex>
      </Container>
      <QaScenarioPanel />
    </>
  );
}
