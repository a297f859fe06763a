import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryLike, useQueryLoad } from '@/api/use-query-load';
import { LoadState } from '@/ui/LoadState';

export interface RecordsStateProps {
  query: QueryLike;
  /** Rows answered; 0 shows "no data" (spec §8). */
  count: number;
  /** Our own text for business error codes the screen explains itself (spec §8), by code. */
  ownErrors?: Record<string, string>;
  children: ReactNode;
}

/** A record list's loading, error with retry (the server's message or ours) and empty states. */
export function RecordsState({ query, count, ownErrors = {}, children }: RecordsStateProps) {
  const { t } = useTranslation('history');
  const load = useQueryLoad(query, ownErrors);
  return (
    <LoadState {...load} failedTitle={t('history:loadFailed')} count={count}>
      {children}
    </LoadState>
  );
}
