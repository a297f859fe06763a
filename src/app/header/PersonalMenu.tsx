import { ActionIcon, Badge, Menu, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import { useSession } from '@/api/session/session-context';
import { useLogout } from './use-logout';

const APPROVED_ENTRIES = ['userManagement', 'safetyRecord', 'receivingAccount'] as const;

/**
 * Personal dropdown of spec §2: approved users see name, account and their centre's entries; others a
 * "not verified" label, the account and the KYC entry. Everyone can log out.
 */
export function PersonalMenu() {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  const { user, kycApproved } = useSession();
  const { logout, pending } = useLogout();
  return (
    // Opened, the focus goes to the first entry (data-autofocus), not to Mantine's placeholder in front of the
    // items, which shows no focus (WCAG 2.4.7), as in the language menu.
    <Menu
      position="bottom-end"
      withArrow
      closeOnItemClick={false}
      width={240}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('header.personal')}>
          <IconUserCircle size={22} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {kycApproved ? (
            <Text size="sm" fw={600} c="dark" data-testid="personal-name">
              {user?.realName || user?.userName}
            </Text>
          ) : (
            <Badge color="gray" variant="light" data-testid="not-certified">
              {t('header.notCertified')}
            </Badge>
          )}
          <Text size="xs" c="dimmed" data-testid="personal-account">
            {user?.userAccount}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {kycApproved ? (
          APPROVED_ENTRIES.map((entry, index) => (
            <Menu.Item
              key={entry}
              component={Link}
              to={localize(`personal/${entry}`)}
              data-autofocus={index === 0 || undefined}
            >
              {t(`header.${entry}`)}
            </Menu.Item>
          ))
        ) : (
          <Menu.Item component={Link} to={localize('personal/kycEnter')} data-autofocus>
            {t('header.kycEntry')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={logout}
          disabled={pending}
          aria-busy={pending}
        >
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
