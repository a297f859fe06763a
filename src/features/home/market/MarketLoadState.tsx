import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryLike, useQueryLoad } from '@/api/use-query-load';
import { LoadState } from '@/ui/LoadState';

interface MarketLoadStateProps {
  query: QueryLike;
  count: number;
  children: ReactNode;
}

/** A market panel's loading, error-with-retry and "no data" states (spec §8). */
export function MarketLoadState({ query, count, children }: MarketLoadStateProps) {
  const { t } = useTranslation('home');
  const load = useQueryLoad(query);
  return (
    <LoadState {...load} failedTitle={t('home:market.panelFailed')} count={count}>
      {children}
    </LoadState>
  );
}
