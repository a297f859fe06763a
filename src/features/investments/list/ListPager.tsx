import { Group, Pagination } from '@mantine/core';

/** Page buttons (spec §9: 5 page buttons); a lazy chunk, loaded only when a list has a second page. */
export function ListPager({
  total,
  page,
  onChange,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
}) {
  return (
    <Group justify="center">
      <Pagination total={total} value={page} onChange={onChange} siblings={1} boundaries={1} />
    </Group>
  );
}
