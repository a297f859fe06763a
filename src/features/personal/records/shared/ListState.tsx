import { Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../shared/LoadFailure';

export interface ListStateProps {
  /** The list query: loading, failed (with its error) or answered. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Rows answered; 0 shows the "no data" label of spec §8. */
  count: number;
  /** The rows, shown once there are some. */
  children: ReactNode;
}

/** A list's loading, error-with-retry and empty states (spec §8 "Empty lists show a no data label"). */
export function ListState({ query, count, children }: ListStateProps) {
  const { t } = useTranslation(['records', 'common']);
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('records:loading')} />
      </Center>
    );
  if (query.isError) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (count === 0)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="no-data">
        {t('common:noData')}
      </Text>
    );
  return <>{children}</>;
}
