import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/api/describe-error';
import { LoadState } from '@/ui/LoadState';

export interface CmsQueryStateProps {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Rows answered, for the list; 0 shows "no data" (spec §8). Omit for an article. */
  count?: number;
  children: ReactNode;
}

/** A CMS load's loading, error-with-retry and empty states. */
export function CmsQueryState({ query, count, children }: CmsQueryStateProps) {
  const { t } = useTranslation(['cms', 'common']);
  return (
    <LoadState
      pending={query.isPending}
      failure={query.isError ? describeApiError(query.error, (key) => t(key)) : null}
      failedTitle={t('cms:loadFailed')}
      onRetry={() => void query.refetch()}
      count={count}
    >
      {children}
    </LoadState>
  );
}
