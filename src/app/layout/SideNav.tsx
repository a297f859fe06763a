import type { AppPath } from '@/lib/app-paths';
import { Box, Button, Paper, Stack, Text } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/forms/use-hydrated';
import { usePhoneWidth } from '@/ui/use-phone-width';
import { SideNavLinks } from './SideNavLinks';

const SideNavDrawer = lazy(() => import('./SideNavDrawer').then((m) => ({ default: m.SideNavDrawer })));

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

/** The side navigation of the assets and personal-centre sections (route meta showAssetsNav / haveNav). At
 * phone width (spec §1) it folds behind one "Menu: <this page>" button, so the page's content comes first. */
export function SideNav(props: SideNavProps) {
  const phone = usePhoneWidth();
  const hydrated = useHydrated();
  // Prerendered markup (a signed-in screen's shell) knows no width: it carries both, one shown by CSS, so a
  // phone paints the folded one before any script and hydration finds the markup it rendered.
  if (!hydrated)
    return (
      <>
        <Box hiddenFrom="sm" w="100%">
          <FoldedSideNav {...props} />
        </Box>
        <Box visibleFrom="sm">
          <OpenSideNav {...props} />
        </Box>
      </>
    );
  return phone ? <FoldedSideNav {...props} /> : <OpenSideNav {...props} />;
}

function OpenSideNav({ label, items, activeName }: SideNavProps) {
  const { t } = useTranslation('app');
  return (
    <Paper component="nav" aria-label={t(label)} withBorder p="xs" w={{ base: '100%', sm: 220 }}>
      <Stack gap={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} px="sm" py={6}>
          {t(label)}
        </Text>
        <SideNavLinks items={items} activeName={activeName} />
      </Stack>
    </Paper>
  );
}

function FoldedSideNav({ label, items, activeName }: SideNavProps) {
  const { t } = useTranslation('app');
  const [opened, drawer] = useDisclosure(false);
  const [used, setUsed] = useState(false);
  const current = items.find((item) => item.name === activeName);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        fullWidth
        justify="space-between"
        rightSection={<IconMenu2 size={18} aria-hidden />}
        aria-haspopup="dialog"
        aria-expanded={opened}
        data-testid="side-nav-toggle"
        onClick={() => {
          setUsed(true);
          drawer.open();
        }}
      >
        {t('sideNav.menu', { page: t(current?.label ?? label) })}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SideNavDrawer
            label={label}
            items={items}
            activeName={activeName}
            opened={opened}
            onClose={drawer.close}
          />
        </Suspense>
      )}
    </>
  );
}
