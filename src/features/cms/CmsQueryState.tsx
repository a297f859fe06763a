import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryLike, useQueryLoad } from '@/api/use-query-load';
import { LoadState } from '@/ui/LoadState';

export interface CmsQueryStateProps {
  query: QueryLike;
  /** Rows answered, for the list; 0 shows "no data" (spec §8). Omit for an article. */
  count?: number;
  children: ReactNode;
}

/** A CMS load's loading, error-with-retry and empty states. */
export function CmsQueryState({ query, count, children }: CmsQueryStateProps) {
  const { t } = useTranslation('cms');
  const load = useQueryLoad(query);
  return (
    <LoadState {...load} failedTitle={t('cms:loadFailed')} count={count}>
      {children}
    </LoadState>
  );
}
