import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryLike, useQueryLoad } from '@/api/use-query-load';
import { LoadState } from '@/ui/LoadState';

export interface TradeQueryStateProps {
  query: QueryLike;
  /** Rows answered, for lists; 0 shows "no data" (spec §8). Omit for a single item. */
  count?: number;
  children: ReactNode;
}

/** A trade load's loading, error-with-retry and empty states. */
export function TradeQueryState({ query, count, children }: TradeQueryStateProps) {
  const { t } = useTranslation('trade');
  const load = useQueryLoad(query);
  return (
    <LoadState {...load} failedTitle={t('trade:loadFailed')} count={count}>
      {children}
    </LoadState>
  );
}
