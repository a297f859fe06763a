import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { describeApiError } from '@/api/describe-error';
import { LoadState } from '@/ui/LoadState';

export interface RecordsStateProps {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Rows answered; 0 shows "no data" (spec §8). */
  count: number;
  /** Our own text for business error codes the screen explains itself (spec §8), by code. */
  ownErrors?: Record<string, string>;
  children: ReactNode;
}

/** A record list's loading, error with retry (the server's message or ours) and empty states. */
export function RecordsState({ query, count, ownErrors = {}, children }: RecordsStateProps) {
  const { t } = useTranslation(['history', 'common']);
  const failure = !query.isError
    ? null
    : ((isApiError(query.error) ? ownErrors[query.error.code] : undefined) ??
      describeApiError(query.error, (key) => t(key)));
  return (
    <LoadState
      pending={query.isPending}
      failure={failure}
      failedTitle={t('history:loadFailed')}
      onRetry={() => void query.refetch()}
      count={count}
    >
      {children}
    </LoadState>
  );
}
