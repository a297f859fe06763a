import { ActionIcon, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec §3 isHide: shows or masks every balance on the account pages. */
export function HideBalancesButton({ hidden, onToggle }: { hidden: boolean; onToggle: () => void }) {
  const { t } = useTranslation('accounts');
  const label = hidden ? t('overview.showBalances') : t('overview.hideBalances');
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color="gray" onClick={onToggle} aria-label={label} aria-pressed={hidden}>
        {hidden ? <IconEyeOff size={18} /> : <IconEye size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
