import { Stack } from '@mantine/core';
import { useListLoginHistory, useListSecurityHistory } from '@generated/hooks/security/security';
import { HISTORY_LATEST_RECORDS } from '@/lib/business-constants';
import { ListPager } from '@/ui/ListPager';
import { QueryState } from '@/kit/query-state/QueryState';
import { useListPage } from '@/kit/lists/use-list-page';
import { HistoryTable } from './HistoryTable';

const HOOKS = { login: useListLoginHistory, security: useListSecurityHistory };

/** One history, a page at a time; the page size goes as `size` too (spec §7 "size from pageSize"). */
export function HistoryList({ kind }: { kind: keyof typeof HOOKS }) {
  const { request, pageOf, setPage } = useListPage();
  const query = HOOKS[kind]({ ...request, size: request.pageSize });
  const list = pageOf(query.data);
  // Spec §9 "History shows latest 30 records": never more pages than those 30 rows fill.
  const shown = list && { ...list, total: Math.min(list.total, HISTORY_LATEST_RECORDS) };
  return (
    <QueryState query={query} count={shown?.items.length ?? 0}>
      {shown && (
        <Stack gap="md">
          <HistoryTable rows={shown.items} />
          <ListPager total={shown.total} pageSize={shown.pageSize} page={shown.page} onChange={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}
