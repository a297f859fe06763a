import { Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n/use-localized-path';
import { assetsPath } from '@/lib/app-paths';

/** Deposit and withdraw links for one coin or fiat (`query` picks it on those screens); `block`: buttons
 * sharing the width (a phone card's foot, spec §1). */
export function AssetActions({
  deposit,
  withdraw,
  block,
}: {
  deposit: string;
  withdraw?: string;
  block?: boolean;
}) {
  const { t } = useTranslation('accounts');
  const localized = useLocalizedPath();
  const links = [
    { key: 'deposit', to: `${localized(assetsPath('recharge'))}?${deposit}`, text: t('actions.deposit') },
    ...(withdraw
      ? [
          {
            key: 'withdraw',
            to: `${localized(assetsPath('withdraw'))}?${withdraw}`,
            text: t('actions.withdraw'),
          },
        ]
      : []),
  ];
  if (block)
    return (
      <Group gap="xs" grow>
        {links.map((link) => (
          <Button key={link.key} component={Link} to={link.to} variant="light" size="sm">
            {link.text}
          </Button>
        ))}
      </Group>
    );
  return (
    <Group gap="sm" wrap="nowrap">
      {links.map((link) => (
        <Anchor key={link.key} component={Link} to={link.to} size="sm">
          {link.text}
        </Anchor>
      ))}
    </Group>
  );
}
