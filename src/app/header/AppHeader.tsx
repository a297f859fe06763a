import { Box, Burger, Drawer, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '../routing/route-meta';
import { useSession } from '@/api/session/session-context';
import { AssetsMenu } from './AssetsMenu';
import { HeaderLogo } from './HeaderLogo';
import { LanguageMenu } from './LanguageMenu';
import { MessageBadge } from './MessageBadge';
import { buildNavTabs } from './nav-tabs';
import { NavTabs } from './NavTabs';
import { PersonalMenu } from './PersonalMenu';
import { VisitorActions } from './VisitorActions';

/** The shared header of spec §1 and §2; at phone width the tabs move into a drawer and h5NavName shows. */
export function AppHeader({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation('app');
  const session = useSession();
  const [drawerOpen, drawer] = useDisclosure(false);
  const tabs = buildNavTabs(session, meta.navName);

  return (
    <Box component="header" px="md" h={60} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="lg" wrap="nowrap">
          <Burger
            opened={drawerOpen}
            onClick={drawer.toggle}
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
            <>
              <MessageBadge />
              <AssetsMenu enabled={session.kycApproved} />
              <PersonalMenu />
            </>
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
      <Drawer opened={drawerOpen} onClose={drawer.close} size="xs" title={t('siteName')} hiddenFrom="sm">
        <NavTabs tabs={tabs} vertical onNavigate={drawer.close} />
        {!session.isLogin && session.userInfoIsReady && (
          <Box mt="md">
            <VisitorActions />
          </Box>
        )}
      </Drawer>
    </Box>
  );
}
