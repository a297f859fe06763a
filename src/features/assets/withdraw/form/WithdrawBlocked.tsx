import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WithdrawConfig } from '@generated/models';
import { StateNotice } from '@/ui/StateNotice';
import { WithdrawalLockNotice } from '@/ui/WithdrawalLockNotice';
import { formatDateTime } from '@/lib/date-time';

/**
 * Withdrawals the server holds back (getWithdrawConfig): the 48-hour lock after a security change (spec
 * §9) or the freeze after wrong identity answers (spec §8), each with the time it ends.
 */
export function WithdrawBlocked({ limits }: { limits: Pick<WithdrawConfig, 'lockedUntil' | 'frozenUntil'> }) {
  const { t } = useTranslation('withdraw');
  if (typeof limits.frozenUntil === 'number')
    return (
      <StateNotice
        color="red"
        title={t('blocked.frozenTitle')}
        text={t('blocked.frozenBody', { time: formatDateTime(limits.frozenUntil) })}
        testId="withdraw-frozen"
      />
    );
  return (
    <Stack gap="sm" data-testid="withdraw-locked">
      <WithdrawalLockNotice />
      <Text size="sm">{t('blocked.lockedUntil', { time: formatDateTime(limits.lockedUntil) })}</Text>
    </Stack>
  );
}
