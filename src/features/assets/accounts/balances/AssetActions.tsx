import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n/use-localized-path';
import { assetsPath } from '@/lib/app-paths';

/** Deposit and withdraw links for one coin or fiat (`query` picks it on those screens). */
export function AssetActions({ deposit, withdraw }: { deposit: string; withdraw?: string }) {
  const { t } = useTranslation('accounts');
  const localized = useLocalizedPath();
  return (
    <Group gap="sm" wrap="nowrap">
      <Anchor component={Link} to={`${localized(assetsPath('recharge'))}?${deposit}`} size="sm">
        {t('actions.deposit')}
      </Anchor>
      {withdraw && (
        <Anchor component={Link} to={`${localized(assetsPath('withdraw'))}?${withdraw}`} size="sm">
          {t('actions.withdraw')}
        </Anchor>
      )}
    </Group>
  );
}
