import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_LOCK_HOURS } from '@/lib/business-constants';

/**
 * The warning shown before a change of phone, email, login password or fund password, or a password
 * reset, is confirmed: withdrawals lock for 48 hours (spec §9; the server may supply other hours).
 */
export function WithdrawalLockNotice({ hours = WITHDRAWAL_LOCK_HOURS }: { hours?: number }) {
  const { t } = useTranslation('common');
  return (
    // The light yellow title colour fails WCAG AA contrast (axe, route walker): the title takes the text colour.
    <Alert
      color="yellow"
      title={t('withdrawalLock.title')}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {t('withdrawalLock.body', { hours })}
    </Alert>
  );
}
