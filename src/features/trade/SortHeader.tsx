import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SortState } from '@/lib/table-sort';

interface SortHeaderProps<K extends string> {
  column: K;
  label: string;
  sort: SortState<K>;
  onSort: (key: K) => void;
}

/** A column header that sorts (spec §4: ascending, descending, then back to the default order). */
export function SortHeader<K extends string>({ column, label, sort, onSort }: SortHeaderProps<K>) {
  const { t } = useTranslation('trade');
  const active = sort.key === column && !sort.fallback;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={ariaSort}>
      <UnstyledButton
        onClick={() => onSort(column)}
        aria-label={t('orders.sortBy', { column: label })}
        fz="sm"
        fw={700}
      >
        {label} {active ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}
