import type { AppPath } from '@/lib/app-paths';
import { NavLink, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';

export interface SideNavItem {
  name: string;
  path: AppPath;
  label: string;
}

interface SideNavProps {
  label: string;
  items: SideNavItem[];
  activeName?: string;
}

/** The side navigation of the assets and personal-centre sections (route meta showAssetsNav / haveNav). */
export function SideNav({ label, items, activeName }: SideNavProps) {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  return (
    <Paper component="nav" aria-label={t(label)} withBorder p="xs" w={{ base: '100%', sm: 220 }}>
      <Stack gap={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} px="sm" py={6}>
          {t(label)}
        </Text>
        {items.map((item) => (
          <NavLink
            key={item.name}
            component={Link}
            to={localize(item.path)}
            label={t(item.label)}
            active={item.name === activeName}
            aria-current={item.name === activeName ? 'page' : undefined}
            h={48}
          />
        ))}
      </Stack>
    </Paper>
  );
}
