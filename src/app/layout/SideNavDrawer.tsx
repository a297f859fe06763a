import { Box, Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SideNavItem } from './SideNav';
import { SideNavLinks } from './SideNavLinks';

interface SideNavDrawerProps {
  label: string;
  items: SideNavItem[];
  activeName?: string;
  opened: boolean;
  onClose: () => void;
}

/** The side navigation at phone width (its own chunk with the scroll lock, loaded on first use). */
export function SideNavDrawer({ label, items, activeName, opened, onClose }: SideNavDrawerProps) {
  const { t } = useTranslation('app');
  return (
    <Drawer opened={opened} onClose={onClose} size="xs" title={t(label)}>
      <Box component="nav" aria-label={t(label)}>
        <SideNavLinks items={items} activeName={activeName} onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
