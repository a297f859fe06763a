import { useTranslation } from 'react-i18next';
import type { WithdrawConfig } from '@generated/models';
import { WITHDRAWAL_LOCK_HOURS } from '@/lib/business-constants';
import { StateNotice } from '@/ui/StateNotice';
import { formatDateTime } from '@/lib/date-time';

/**
 * Withdrawals the server holds back (getWithdrawConfig), each said as it is now, with the time it ends: the
 * lock after a security change (spec §9: forbidden 48 hours after it) or the freeze after wrong identity
 * answers (spec §8).
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
    <StateNotice
      color="yellow"
      title={t('blocked.lockedTitle')}
      text={t('blocked.lockedBody', {
        time: formatDateTime(limits.lockedUntil),
        hours: WITHDRAWAL_LOCK_HOURS,
      })}
      testId="withdraw-locked"
    />
  );
}
