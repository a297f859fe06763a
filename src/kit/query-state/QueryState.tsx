import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryLike, useQueryLoad } from '@/api/use-query-load';
import { LoadState } from '@/ui/LoadState';

export interface QueryStateProps {
  /** The query (or a generated hook's result): loading, failed with its error, or answered. */
  query: QueryLike;
  /** The failure's title on this screen; "This could not be loaded" when omitted. */
  failedTitle?: string;
  /** Rows answered, for lists; 0 shows the "no data" label (spec §8). Omit for a single item. */
  count?: number;
  /** Our own text for business error codes the screen explains itself (spec §8), by code. */
  ownErrors?: Record<string, string>;
  /** The loader's name when the screen says more than "Loading…". */
  loadingLabel?: string;
  children: ReactNode;
}

/** A query's loading, failed-with-Retry and empty states, the one every screen uses (spec §8). */
export function QueryState({
  query,
  failedTitle,
  count,
  ownErrors,
  loadingLabel,
  children,
}: QueryStateProps) {
  const { t } = useTranslation('common');
  const load = useQueryLoad(query, ownErrors);
  return (
    <LoadState
      {...load}
      failedTitle={failedTitle ?? t('common:loadFailed')}
      count={count}
      loadingLabel={loadingLabel}
    >
      {children}
    </LoadState>
  );
}
