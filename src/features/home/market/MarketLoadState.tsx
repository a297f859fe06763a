import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryLike } from '@/api/use-query-load';
import { QueryState } from '@/kit/query-state/QueryState';

interface MarketLoadStateProps {
  query: QueryLike;
  count: number;
  children: ReactNode;
}

/**
 * A market panel's loading, error-with-retry and "no data" states (spec §8). An answer is shown in a
 * deferred render, which yields to the browser: the query's own re-render is synchronous, and the panels'
 * rows in it were long tasks of home just after hydration.
 */
export function MarketLoadState({ query, count, children }: MarketLoadStateProps) {
  const { t } = useTranslation('home');
  return (
    <QueryState
      query={useDeferredValue(query)}
      count={useDeferredValue(count)}
      failedTitle={t('home:market.panelFailed')}
    >
      {children}
    </QueryState>
  );
}
