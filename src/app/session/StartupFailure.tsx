import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface StartupFailureProps {
  /** The failed call's text for the reader (spec §8). */
  message: string;
  onRetry: () => void;
}

/** The banner of a failed start-up call, with a retry; a chunk of its own, loaded only on a failure. */
export function StartupFailure({ message, onRetry }: StartupFailureProps) {
  const { t } = useTranslation(['app', 'common']);
  return (
    <Alert color="red" role="alert" title={t('app:startup.failed')} radius={0}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </Group>
    </Alert>
  );
}
