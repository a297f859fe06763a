import { Group, Pagination } from '@mantine/core';
import type { Page } from '@/api/pagination';

/** Page buttons under a list (spec §9: 5 page buttons), hidden while everything fits on one page. */
export function ListPager({ page, onChange }: { page: Page<unknown>; onChange: (page: number) => void }) {
  const pages = Math.ceil(page.total / page.pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination total={pages} value={page.page} onChange={onChange} siblings={1} boundaries={1} />
    </Group>
  );
}
