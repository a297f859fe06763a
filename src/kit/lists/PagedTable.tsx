import { Stack } from '@mantine/core';
import type { Page } from '@/api/pagination';
import type { QueryLike } from '@/api/use-query-load';
import { ListPager } from '@/ui/ListPager';
import { type TableColumn, VirtualTable } from '@/ui/VirtualTable';
import { QueryState } from '@/kit/query-state/QueryState';

export interface PagedTableProps<T> {
  query: QueryLike;
  /** The answered page, once there is one. */
  list: Page<T> | undefined;
  columns: TableColumn<T>[];
  rowKey: (row: T) => string | number | undefined;
  /** The table's accessible name. */
  label: string;
  failedTitle: string;
  page: number;
  onPage: (page: number) => void;
}

/** A paged list's load states, its rows and the page buttons under them (spec §8, §9). */
export function PagedTable<T>({
  query,
  list,
  columns,
  rowKey,
  label,
  failedTitle,
  page,
  onPage,
}: PagedTableProps<T>) {
  return (
    <QueryState query={query} failedTitle={failedTitle} count={list?.items.length ?? 0}>
      {list && (
        <Stack gap="md">
          <VirtualTable rows={list.items} columns={columns} rowKey={rowKey} label={label} />
          <ListPager total={list.total} pageSize={list.pageSize} page={page} onChange={onPage} />
        </Stack>
      )}
    </QueryState>
  );
}
