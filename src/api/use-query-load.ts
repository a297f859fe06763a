import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error';
import { describeApiError } from './describe-error';

/** The part of a TanStack query (or a generated hook's result) a screen's load states read. */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A failed call's text for the reader: the server's message, else a translated generic one (spec §8). */
export function useDescribeError(): (failure: unknown) => string {
  const { t } = useTranslation('common');
  return useCallback((failure: unknown) => describeApiError(failure, (key) => t(key)), [t]);
}

/**
 * What ui/LoadState shows for a query: pending, its failure described for the reader (a business code the
 * screen explains itself takes its text from `ownTexts`, spec §8) and a retry. The screen adds its title.
 */
export function useQueryLoad(query: QueryLike, ownTexts: Record<string, string> = {}) {
  const describe = useDescribeError();
  const own = query.isError && isApiError(query.error) ? ownTexts[query.error.code] : undefined;
  return {
    pending: query.isPending,
    failure: query.isError ? (own ?? describe(query.error)) : null,
    onRetry: () => void query.refetch(),
  };
}
