import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryLike } from '@/api/use-query-load';
import { LoadState } from '@/ui/LoadState';
import { useQueriesLoad } from './use-queries-load';

interface QueryStateBase {
  /** The query (or a generated hook's result), or every query the part needs: loading, failed, or answered. */
  query: QueryLike | readonly QueryLike[];
  /** The failure's title on this screen; "This could not be loaded" when omitted. */
  failedTitle?: string;
  /** Rows answered, for lists; 0 shows the "no data" label (spec §8). Omit for a single item. */
  count?: number;
  /** Our own text for business error codes the screen explains itself (spec §8), by code. */
  ownErrors?: Record<string, string>;
  /** The loader's name when the screen says more than "Loading…". */
  loadingLabel?: string;
}

/** Content shown once no query is pending. */
interface WithContent {
  data?: undefined;
  children: ReactNode;
}

/** The answer the part renders: the loader until it is there (an answer without it never shows a blank part). */
interface WithData<T> {
  data: T | null | undefined;
  children: (data: T) => ReactNode;
}

export type QueryStateProps<T = unknown> = QueryStateBase & (WithContent | WithData<T>);

/**
 * A part's loading, failed-with-Retry and empty states, the one every screen uses (spec §8); a failure comes
 * first (a part with several queries shows the first that failed), then the loader, "no data", the content.
 */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, failedTitle, count, ownErrors, loadingLabel } = props;
  const { t } = useTranslation('common');
  const load = useQueriesLoad(Array.isArray(query) ? query : [query as QueryLike], ownErrors);
  const data = props.data ?? null;
  const render = typeof props.children === 'function' ? props.children : undefined;
  // Rendering an answer: it is loading until the answer is there; else until no query is pending.
  const waiting = render ? data === null : load.pending;
  let content: ReactNode = null;
  if (load.failure === null && !waiting) content = render ? render(data as T) : (props.children as ReactNode);
  return (
    <LoadState
      onRetry={load.onRetry}
      failure={load.failure}
      pending={load.failure === null && waiting}
      failedTitle={failedTitle ?? t('common:loadFailed')}
      count={count}
      loadingLabel={loadingLabel}
    >
      {content}
    </LoadState>
  );
}
