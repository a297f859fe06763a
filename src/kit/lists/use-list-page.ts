import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, toPage, type WirePage } from '@/api/pagination';

/**
 * The page a list shows, 20 rows a page (spec §9): the request that asks for it and `pageOf`, its
 * generated hook's answer as one `Page` once there is one.
 */
export function useListPage() {
  const [page, setPage] = useState(1);
  const request = { page, pageSize: DEFAULT_PAGE_SIZE };
  const pageOf = <W extends WirePage>(answer: { data?: W } | undefined) =>
    answer?.data ? toPage(answer.data, request) : undefined;
  return { page, setPage, request, pageOf };
}
