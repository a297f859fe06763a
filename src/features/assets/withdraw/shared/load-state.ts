import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/api/describe-error';
import type { LoadStateProps } from '@/ui/LoadState';

/** A failed call's text: the server's message, else a translated generic one (spec §8). */
export function useDescribeError(): (failure: unknown) => string {
  const { t } = useTranslation('common');
  return useCallback((failure: unknown) => describeApiError(failure, (key) => t(key)), [t]);
}

type Query = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** ui/LoadState's props for a query: loading, the failure with its retry. */
export function useLoadState(query: Query): Omit<LoadStateProps, 'children' | 'count'> {
  const { t } = useTranslation('withdraw');
  const describe = useDescribeError();
  return {
    pending: query.isPending,
    failure: query.isError ? describe(query.error) : null,
    failedTitle: t('load.failed'),
    onRetry: () => void query.refetch(),
  };
}
