import { Container, Flex } from '@mantine/core';
import { Outlet } from 'react-router';
import { ApiEventBridge } from '../events/ApiEventBridge';
import { RouteGuard } from '../guards/RouteGuard';
import { AppHeader } from '../header/AppHeader';
import { useRouteMeta } from '../routing/use-route-meta';
import { QaScenarioPanel } from '../qa/QaScenarioPanel';
import { IdleLogout } from '../session/IdleLogout';
import { StartupData } from '../session/StartupData';
import { ASSETS_NAV, PERSONAL_NAV } from './section-navs';
import { SideNav } from './SideNav';
import { useDocumentTitle } from './use-document-title';
import { useScrollToTop } from './use-scroll-to-top';

/** Frame of every route under /:lang: header (unless hideHead), guards, side navigation, content. */
export function AppLayout() {
  const meta = useRouteMeta();
  useScrollToTop();
  useDocumentTitle(meta.pageTitle);
  const sideNav = meta.showAssetsNav ? (
    <SideNav label="assetsNav.label" items={ASSETS_NAV} activeName={meta.activeName} />
  ) : meta.haveNav ? (
    <SideNav label="personalNav.label" items={PERSONAL_NAV} activeName={meta.activeName} />
  ) : null;

  return (
    <>
      <StartupData />
      <IdleLogout />
      <ApiEventBridge meta={meta} />
      {!meta.hideHead && <AppHeader meta={meta} />}
      <Container component="main" size="lg" py="lg">
        <RouteGuard meta={meta}>
          <Flex gap="lg" direction={{ base: 'column', sm: 'row' }} align="flex-start">
            {sideNav}
            <div style={{ flex: 1, minWidth: 0, width: '100%' }}>
              {/* The screen brings its own loading state (src/app/routing/lazy-screen.ts). */}
              <Outlet />
            </div>
          </Flex>
        </RouteGuard>
      </Container>
      <QaScenarioPanel />
    </>
  );
}
