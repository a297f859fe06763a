import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/api-error';
import { personalPath } from '@/lib/app-paths';
import { useLocalizedPath } from '@/i18n/use-localized-path';

/** Spec §8 "KYC needed before deposit or withdrawal": the way to the KYC entry, after that failure only. */
export function KycLink({ error }: { error: unknown }) {
  const { t } = useTranslation('withdraw');
  const localized = useLocalizedPath();
  if (!isApiError(error) || error.code !== 'KYC_REQUIRED') return null;
  return (
    <Anchor component={Link} to={localized(personalPath('kycEnter'))} size="sm">
      {t('kyc.link')}
    </Anchor>
  );
}
