import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Page } from '@/api/pagination';
import type { QueryLike } from '@/api/use-query-load';
import { ListPager } from '@/ui/ListPager';
import { type TableColumn, VirtualTable } from '@/ui/VirtualTable';
import { QueryState } from '@/kit/query-state/QueryState';

export interface RecordListProps<T> {
  title: string;
  query: QueryLike;
  /** The answered page, once there is one. */
  list: Page<T> | undefined;
  columns: TableColumn<T>[];
  rowKey: (row: T) => string;
  page: number;
  onPage: (page: number) => void;
}

/** A titled list of the deposit screen: its load states, the rows, 5 page buttons (spec §8, §9). */
export function RecordList<T>({ title, query, list, columns, rowKey, page, onPage }: RecordListProps<T>) {
  const { t } = useTranslation('history');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <QueryState query={query} failedTitle={t('history:loadFailed')} count={list?.items.length ?? 0}>
        {list && (
          <Stack gap="md">
            <VirtualTable rows={list.items} columns={columns} rowKey={rowKey} label={title} />
            <ListPager total={list.total} pageSize={list.pageSize} page={page} onChange={onPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
