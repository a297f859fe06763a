import { Button, Group, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import type { NavTab } from './nav-tabs';

// Only a signed-in user without approved KYC sees one (never the first render): the popover library stays
// out of the entry.
const DisabledNavTab = lazy(() => import('./DisabledNavTab').then((m) => ({ default: m.DisabledNavTab })));

interface NavTabsProps {
  tabs: NavTab[];
  vertical?: boolean;
  onNavigate?: () => void;
}

/** Header tabs: hidden ones are not rendered; disabled ones ignore clicks and explain why on hover. */
export function NavTabs({ tabs, vertical = false, onNavigate }: NavTabsProps) {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  const Wrapper = vertical ? Stack : Group;
  return (
    <Wrapper component="nav" aria-label={t('nav.mainNavigation')} gap={vertical ? 4 : 'xs'}>
      {tabs
        .filter((tab) => !tab.hidden)
        .map((tab) =>
          tab.disabled ? (
            <Suspense key={tab.name} fallback={null}>
              <DisabledNavTab label={t(tab.label)} tip={t(tab.disabledTip ?? '')} />
            </Suspense>
          ) : (
            <Button
              key={tab.name}
              component={Link}
              to={localize(tab.path)}
              variant={tab.active ? 'light' : 'subtle'}
              aria-current={tab.active ? 'page' : undefined}
              styles={vertical ? { inner: { justifyContent: 'flex-start' } } : undefined}
              onClick={onNavigate}
            >
              {t(tab.label)}
            </Button>
          ),
        )}
    </Wrapper>
  );
}
