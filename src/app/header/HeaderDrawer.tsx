import { Box, Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NavTab } from './nav-tabs';
import { NavTabs } from './NavTabs';
import { VisitorActions } from './VisitorActions';

interface HeaderDrawerProps {
  opened: boolean;
  onClose: () => void;
  tabs: NavTab[];
  showVisitorActions: boolean;
}

/** The phone-width navigation drawer (its own chunk with the scroll lock: AppHeader loads it on first use). */
export function HeaderDrawer({ opened, onClose, tabs, showVisitorActions }: HeaderDrawerProps) {
  const { t } = useTranslation('app');
  return (
    <Drawer opened={opened} onClose={onClose} size="xs" title={t('siteName')} hiddenFrom="sm">
      <NavTabs tabs={tabs} vertical onNavigate={onClose} />
      {showVisitorActions && (
        <Box mt="md">
          <VisitorActions />
        </Box>
      )}
    </Drawer>
  );
}
