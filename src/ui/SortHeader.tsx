import { Table, UnstyledButton } from '@mantine/core';
import type { SortState } from '@/lib/table-sort';

interface SortHeaderProps<K extends string> {
  column: K;
  label: string;
  /** The button's accessible name, e.g. "Sort by Price". */
  sortLabel: string;
  sort: SortState<K>;
  onSort: (key: K) => void;
  align?: 'left' | 'right';
}

/** A column header that sorts (spec §4: ascending, descending, then back to the default order). */
export function SortHeader<K extends string>({
  column,
  label,
  sortLabel,
  sort,
  onSort,
  align,
}: SortHeaderProps<K>) {
  const active = sort.key === column && !sort.fallback;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={ariaSort} ta={align}>
      <UnstyledButton
        className="app-sort-button"
        onClick={() => onSort(column)}
        aria-label={sortLabel}
        fz="sm"
        fw={700}
      >
        {label} {active ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}
