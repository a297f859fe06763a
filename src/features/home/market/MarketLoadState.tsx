import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/api/describe-error';
import { LoadState } from '@/ui/LoadState';

interface MarketLoadStateProps {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  count: number;
  children: ReactNode;
}

/** A market panel's loading, error-with-retry and "no data" states (spec §8). */
export function MarketLoadState({ query, count, children }: MarketLoadStateProps) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <LoadState
      pending={query.isPending}
      failure={query.isError ? describeApiError(query.error, (key) => t(key)) : null}
      failedTitle={t('home:market.panelFailed')}
      onRetry={() => void query.refetch()}
      count={count}
    >
      {children}
    </LoadState>
  );
}
