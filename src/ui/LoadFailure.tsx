import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LoadFailureProps {
  title?: string;
  /** The failure, already described for the reader (the caller knows its error type). */
  message: string;
  onRetry: () => void;
  /** The action's label when it is not a plain Retry (e.g. start again). */
  retryLabel?: string;
  'data-testid'?: string;
}

/** A load that failed: what went wrong and a Retry (spec §8; the failure table waits for the Retry). */
export function LoadFailure({
  title,
  message,
  onRetry,
  retryLabel,
  'data-testid': testId,
}: LoadFailureProps) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" role="alert" title={title} data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button variant="light" color="red" size="xs" onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
