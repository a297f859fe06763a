import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';

/** Assets dropdown: usable only with approved KYC; otherwise a greyed icon with a tip (spec §2, §6). */
export function AssetsMenu({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  if (!enabled) {
    return (
      <Tooltip label={t('header.assetsDisabled')} withArrow offset={9} maw={240} multiline>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('header.assets')}
          data-disabled
          aria-disabled="true"
          onClick={(e) => e.preventDefault()}
        >
          <IconWallet size={20} />
        </ActionIcon>
      </Tooltip>
    );
  }
  // Opened, the focus goes to the first entry (data-autofocus), not to Mantine's placeholder in front of the
  // items, which shows no focus (WCAG 2.4.7), as in the language menu.
  return (
    <Menu position="bottom-end" withArrow withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('header.assets')}>
          <IconWallet size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={localize('assets/tokenAccount')} data-autofocus>
          {t('header.tokenAccount')}
        </Menu.Item>
        <Menu.Item component={Link} to={localize('assets/fiatAccount')}>
          {t('header.fiatAccount')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
