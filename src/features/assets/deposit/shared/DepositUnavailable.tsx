import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n/use-localized-path';
import { personalPath } from '@/lib/app-paths';
import { READABLE_ALERT } from '@/ui/alert-styles';
import type { UnavailableCode } from './deposit-errors';

/** Why this deposit cannot be made (spec §6, §8), with the way to KYC when that is the reason. */
export function DepositUnavailable({ code }: { code: UnavailableCode }) {
  const { t } = useTranslation('deposit');
  const localized = useLocalizedPath();
  return (
    <Alert
      color="yellow"
      styles={READABLE_ALERT}
      title={t('unavailable.title')}
      data-testid="deposit-unavailable"
    >
      <Stack gap="xs">
        <Text size="sm">{t(`unavailable.${code}`)}</Text>
        {code === 'KYC_REQUIRED' && (
          <Anchor component={Link} to={localized(personalPath('kycEnter'))} size="sm">
            {t('unavailable.kycLink')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
