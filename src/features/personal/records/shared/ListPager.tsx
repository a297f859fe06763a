import type { Page } from '@/api/pagination';
import { ListPager as PageButtons } from '@/ui/ListPager';

/** Page buttons under a records list (spec §9: 5 page buttons), hidden while everything fits on one page. */
export function ListPager({ page, onChange }: { page: Page<unknown>; onChange: (page: number) => void }) {
  return <PageButtons total={page.total} pageSize={page.pageSize} page={page.page} onChange={onChange} />;
}
