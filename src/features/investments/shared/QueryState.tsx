import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryLike, useQueryLoad } from '@/api/use-query-load';
import { LoadState } from '@/ui/LoadState';

export interface QueryStateProps {
  query: QueryLike;
  /** Rows answered, for lists; 0 shows "no data" (spec §8). Omit for a single item. */
  count?: number;
  children: ReactNode;
}

/** A query's loading, error-with-retry and empty states. */
export function QueryState({ query, count, children }: QueryStateProps) {
  const { t } = useTranslation('investments');
  const load = useQueryLoad(query);
  return (
    <LoadState {...load} failedTitle={t('investments:state.loadFailed')} count={count}>
      {children}
    </LoadState>
  );
}
