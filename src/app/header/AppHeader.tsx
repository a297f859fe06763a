import { Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '../routing/route-meta';
import { useSession } from '@/api/session/session-context';
import { HeaderLogo } from './HeaderLogo';
import { LanguageMenu } from './LanguageMenu';
import { buildNavTabs } from './nav-tabs';
import { NavTabs } from './NavTabs';
import { VisitorActions } from './VisitorActions';

// Chunks of their own with the popover and scroll-lock libraries: the signed-in menus and the
// message bell show only once the session is known (never in the first render), the drawer once opened.
const MessageBadge = lazy(() => import('./MessageBadge').then((m) => ({ default: m.MessageBadge })));
const AssetsMenu = lazy(() => import('./AssetsMenu').then((m) => ({ default: m.AssetsMenu })));
const PersonalMenu = lazy(() => import('./PersonalMenu').then((m) => ({ default: m.PersonalMenu })));
const HeaderDrawer = lazy(() => import('./HeaderDrawer').then((m) => ({ default: m.HeaderDrawer })));

/** The shared header of spec §1 and §2; at phone width the tabs move into a drawer and h5NavName shows. */
export function AppHeader({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation('app');
  const session = useSession();
  const [drawerOpen, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const tabs = buildNavTabs(session, meta.navName);

  return (
    <Box component="header" px="md" h={60} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="lg" wrap="nowrap">
          <Burger
            opened={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              drawer.toggle();
            }}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('nav.openMenu')}
          />
          <HeaderLogo />
          <Box visibleFrom="sm">
            <NavTabs tabs={tabs} />
          </Box>
        </Group>
        {meta.h5NavName && (
          <Text hiddenFrom="sm" fw={600} truncate data-testid="h5-nav-name">
            {t(meta.h5NavName)}
          </Text>
        )}
        <Group gap={4} wrap="nowrap">
          {session.isLogin ? (
            <Suspense fallback={null}>
              <MessageBadge />
              <AssetsMenu enabled={session.kycApproved} />
              <PersonalMenu />
            </Suspense>
          ) : (
            session.userInfoIsReady && (
              <Box visibleFrom="sm">
                <VisitorActions />
              </Box>
            )
          )}
          <LanguageMenu />
        </Group>
      </Group>
      {drawerUsed && (
        <Suspense fallback={null}>
          <HeaderDrawer
            opened={drawerOpen}
            onClose={drawer.close}
            tabs={tabs}
            showVisitorActions={!session.isLogin && session.userInfoIsReady}
          />
        </Suspense>
      )}
    </Box>
  );
}
