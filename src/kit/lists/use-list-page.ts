import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, toPage, type WirePage } from '@/api/pagination';
import type { QueryLike } from '@/api/use-query-load';

/**
 * The page a list shows, 20 rows a page (spec §9): the request that asks for it and `pageOf`, its
 * generated hook's answer as one `Page` once there is one (`paged`: with the query and the page).
 */
export function useListPage() {
  const [page, setPage] = useState(1);
  const request = { page, pageSize: DEFAULT_PAGE_SIZE };
  const pageOf = <W extends WirePage>(answer: { data?: W } | undefined) =>
    answer?.data ? toPage(answer.data, request) : undefined;
  /** What `PagedTable` takes as its data, given the generated hook's query for `request`. */
  const paged = <Q extends QueryLike & { data?: { data?: WirePage } }>(query: Q) => ({
    query,
    list: pageOf<NonNullable<NonNullable<Q['data']>['data']>>(query.data),
    page,
    onPage: setPage,
  });
  return { page, setPage, request, pageOf, paged };
}
