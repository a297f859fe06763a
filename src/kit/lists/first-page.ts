import { DEFAULT_PAGE_SIZE, type PageItem, type PageRequest, toPage, type WirePage } from '@/api/pagination';

/**
 * The request of a list read a first page only: a "latest 10", the few records a limit allows, a picker's
 * options. 20 rows (spec §9) unless the list's own limit says otherwise.
 */
export const firstPage = (pageSize: number = DEFAULT_PAGE_SIZE) => ({ page: 1, pageSize });

/** The rows of a list's answer (its envelope), whatever the wire shape; none before there is one. */
export function rowsOf<W extends WirePage>(
  answer: { data?: W | null } | undefined,
  request?: PageRequest,
): PageItem<W>[] {
  return answer?.data ? toPage(answer.data, request).items : [];
}
