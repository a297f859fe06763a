import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CorporateKycStatus } from '@generated/models';
import type { AppPath } from '@/lib/app-paths';
import { statusColor } from '@/kit/status/status-tables';
import { StateNotice } from '@/ui/StateNotice';

/** One corporate application state (spec §4), the reviewer's remark, and where to go next. */
export function CorporateStatusNotice({
  status,
  remark,
  id,
}: {
  status: CorporateKycStatus;
  remark?: string;
  id?: number | null;
}) {
  const { t } = useTranslation('kyc');
  const wizard: AppPath = id ? `personal/enterpriseCert/${id}` : 'personal/enterpriseCert';
  const link =
    status === 'to_be_verified' || status === 'to_be_improved'
      ? { label: t(`corporateStatus.link.${status}`), to: wizard }
      : status === 'completed'
        ? { label: t('enter.centreLink'), to: 'personal/verificationCenter' as AppPath }
        : undefined;
  return (
    <StateNotice
      color={statusColor('corporateKyc', status)}
      testId={`corporate-${status}`}
      title={t(`corporateStatus.title.${status}`)}
      text={t(`corporateStatus.text.${status}`)}
      link={link}
    >
      {remark && <Text size="sm">{t('corporateStatus.remark', { remark })}</Text>}
    </StateNotice>
  );
}
