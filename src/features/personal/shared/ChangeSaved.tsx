import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import { personalPath } from '@/lib/app-paths';

/** Success feedback of a security change; `lockHours` when it locked withdrawals (spec §9). */
export function ChangeSaved({ message, lockHours }: { message: string; lockHours?: number }) {
  const { t } = useTranslation('security');
  const localize = useLocalizedPath();
  return (
    <Alert color="green" role="status" title={t('saved.title')} data-testid="change-saved">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {lockHours !== undefined && lockHours > 0 && (
          <Text size="sm">{t('saved.locked', { hours: lockHours })}</Text>
        )}
        <Anchor component={Link} to={localize(personalPath('userManagement'))} size="sm">
          {t('saved.back')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
