import { Button, Group, Stack, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import type { NavTab } from './nav-tabs';

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
            <Tooltip key={tab.name} label={t(tab.disabledTip ?? '')} withArrow offset={9} maw={240} multiline>
              <Button
                variant="subtle"
                color="gray"
                data-disabled
                aria-disabled="true"
                onClick={(e) => e.preventDefault()}
              >
                {t(tab.label)}
              </Button>
            </Tooltip>
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
