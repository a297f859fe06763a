import { type QueryLike, useQueryLoad } from '@/api/use-query-load';

/**
 * The load of one screen part fed by several queries (spec §8): the first one that failed (in the order
 * given) with its Retry, else pending while any query is pending.
 */
export function useQueriesLoad(queries: readonly QueryLike[], ownErrors?: Record<string, string>) {
  const failed = queries.find((query) => query.isError);
  const first = queries[0];
  if (!first) throw new Error('QueryState needs at least one query');
  const load = useQueryLoad(failed ?? first, ownErrors);
  return { ...load, pending: queries.some((query) => query.isPending) };
}
