import { useTranslation } from 'react-i18next';
import { personalPath } from '@/lib/app-paths';
import { StateNotice } from '@/ui/StateNotice';
import type { UnavailableCode } from './deposit-errors';

/** Why this deposit cannot be made (spec §6, §8), with the way to KYC when that is the reason. */
export function DepositUnavailable({ code }: { code: UnavailableCode }) {
  const { t } = useTranslation('deposit');
  return (
    <StateNotice
      color="yellow"
      title={t('unavailable.title')}
      text={t(`unavailable.${code}`)}
      link={
        code === 'KYC_REQUIRED'
          ? { label: t('unavailable.kycLink'), to: personalPath('kycEnter') }
          : undefined
      }
      testId="deposit-unavailable"
    />
  );
}
