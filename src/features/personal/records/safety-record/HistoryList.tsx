import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useListLoginHistory, useListSecurityHistory } from '@generated/hooks/security/security';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { DEFAULT_PAGE_SIZE, toPage } from '@/api/pagination';
import { ListPager } from '@/ui/ListPager';
import { QueryState } from '@/kit/query-state/QueryState';
import { HistoryTable } from './HistoryTable';

const HOOKS = { login: useListLoginHistory, security: useListSecurityHistory };

// Spec §9 "History shows latest 30 records": never more pages than those 30 rows fill.
const MAX_RECORDS = 30;

/** One history, a page at a time; the page size goes as `size` too (spec §7 "size from pageSize"). */
export function HistoryList({ kind }: { kind: keyof typeof HOOKS }) {
  const [page, setPage] = useState(1);
  const request = { page, pageSize: DEFAULT_PAGE_SIZE, size: DEFAULT_PAGE_SIZE };
  const query = HOOKS[kind](request, { query: { meta: SHOWS_OWN_ERRORS } });
  const list = query.data?.data ? toPage(query.data.data, request) : undefined;
  const shown = list && { ...list, total: Math.min(list.total, MAX_RECORDS) };
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
