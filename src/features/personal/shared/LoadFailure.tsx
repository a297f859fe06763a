import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/api/describe-error';
import { READABLE_ALERT } from '@/ui/alert-styles';

/** A load that failed: what went wrong and a Retry (the failure table's contract, helper conventions). */
export function LoadFailure({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  const { t } = useTranslation(['personal', 'common']);
  return (
    <Alert color="red" styles={READABLE_ALERT} role="alert" title={title ?? t('personal:load.failed')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{describeApiError(error, (key) => t(key))}</Text>
        <Button variant="light" color="red" size="xs" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
