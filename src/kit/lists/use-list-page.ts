import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE, toPage, type WirePage } from '@/api/pagination';
import type { QueryLike } from '@/api/use-query-load';

export interface ListPageOptions {
  /** Rows a page: 20 (spec §9 "Pagination default page size") unless the spec gives this list another. */
  pageSize?: number;
  /** What the list is filtered by (a status, a side, a range): when it changes, the list starts at page 1. */
  filter?: unknown;
}

/**
 * The page a list shows: the request that asks for it and `pageOf`, its generated hook's answer as one `Page`
 * once there is one (`paged`: with the query and the page, what `PagedTable` takes).
 */
export function useListPage({ pageSize = DEFAULT_PAGE_SIZE, filter }: ListPageOptions = {}) {
  // The page is kept with the filter it was chosen under: another filter starts again at page 1, kept so
  // (set while rendering, React's way to adjust state to a prop: no effect, no request for the old page).
  const filterKey = JSON.stringify(filter ?? null);
  const [chosen, setChosen] = useState({ filterKey, page: 1 });
  if (chosen.filterKey !== filterKey) setChosen({ filterKey, page: 1 });
  const page = chosen.filterKey === filterKey ? chosen.page : 1;
  const setPage = useCallback((next: number) => setChosen({ filterKey, page: next }), [filterKey]);
  const request = { page, pageSize };
  const pageOf = <W extends WirePage>(answer: { data?: W | null } | undefined) =>
    answer?.data ? toPage(answer.data, request) : undefined;
  /** What `PagedTable` takes as its data, given the generated hook's query for `request`. */
  const paged = <Q extends QueryLike & { data?: { data?: WirePage | null } }>(query: Q) => ({
    query,
    list: pageOf<NonNullable<NonNullable<Q['data']>['data']>>(query.data),
    page,
    onPage: setPage,
  });
  return { page, setPage, request, pageOf, paged };
}
