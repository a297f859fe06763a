import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/api/describe-error';
import { READABLE_ALERT } from '@/ui/alert-styles';

/** A load that failed: what went wrong and a Retry (spec §8). */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['kyc', 'common']);
  return (
    <Alert color="red" styles={READABLE_ALERT} role="alert" title={t('kyc:screen.loadFailed')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{describeApiError(error, (key) => t(key))}</Text>
        <Button variant="light" color="red" size="xs" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
