import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/api/describe-error';
import { LoadState } from '@/ui/LoadState';

export interface TradeQueryStateProps {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Rows answered, for lists; 0 shows "no data" (spec §8). Omit for a single item. */
  count?: number;
  children: ReactNode;
}

/** A trade load's loading, error-with-retry and empty states. */
export function TradeQueryState({ query, count, children }: TradeQueryStateProps) {
  const { t } = useTranslation(['trade', 'common']);
  return (
    <LoadState
      pending={query.isPending}
      failure={query.isError ? describeApiError(query.error, (key) => t(key)) : null}
      failedTitle={t('trade:loadFailed')}
      onRetry={() => void query.refetch()}
      count={count}
    >
      {children}
    </LoadState>
  );
}
