import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCancelWithdrawal,
  useListWithdrawals,
  getListWithdrawalsQueryKey,
} from '@generated/hooks/funds/funds';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { toPage } from '@/api/pagination';
import { withdrawErrors } from '../shared/error-text';
import { ListPager } from '@/ui/ListPager';
import { QueryState } from '@/kit/query-state/QueryState';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { RecordsTable } from './RecordsTable';

/** The user's coin withdrawals with their status (spec §3, §4); cancel while pending review. */
export function WithdrawalRecords() {
  const { t } = useTranslation('withdraw');
  const [page, setPage] = useState(1);
  const request = { page, pageSize: 20 };
  const query = useListWithdrawals(request, { query: { meta: SHOWS_OWN_ERRORS } });
  const cancel = useCancelWithdrawal({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const invalidate = useInvalidate();
  const list = query.data?.data ? toPage(query.data.data, request) : undefined;
  return (
    <QueryState query={query} failedTitle={t('withdraw:load.failed')} count={list?.items.length ?? 0}>
      {list && (
        <Stack gap="md">
          <RecordsTable
            records={list.items}
            onCancel={async (withdrawId) => {
              await withdrawErrors.guard(cancel.mutateAsync({ data: { withdrawId } }));
              await invalidate(getListWithdrawalsQueryKey);
            }}
          />
          <ListPager total={list.total} pageSize={list.pageSize} page={list.page} onChange={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}
