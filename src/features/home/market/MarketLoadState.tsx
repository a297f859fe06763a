import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryLike, useQueryLoad } from '@/api/use-query-load';
import { LoadState } from '@/ui/LoadState';

interface MarketLoadStateProps {
  query: QueryLike;
  count: number;
  children: ReactNode;
}

/**
 * A market panel's loading, error-with-retry and "no data" states (spec §8). An answer is shown in a
 * deferred render, which yields to the browser: the query's own re-render is synchronous, and the panels'
 * rows in it were long tasks of home just after hydration (issue 9).
 */
export function MarketLoadState({ query, count, children }: MarketLoadStateProps) {
  const { t } = useTranslation('home');
  const load = useQueryLoad(useDeferredValue(query));
  const shownCount = useDeferredValue(count);
  return (
    <LoadState {...load} failedTitle={t('home:market.panelFailed')} count={shownCount}>
      {children}
    </LoadState>
  );
}
