import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useCancelWithdrawal,
  useListWithdrawals,
  getListWithdrawalsQueryKey,
} from '@generated/hooks/funds/funds';
import { withdrawErrors } from '../shared/error-text';
import { ListPager } from '@/ui/ListPager';
import { QueryState } from '@/kit/query-state/QueryState';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { useListPage } from '@/kit/lists/use-list-page';
import { RecordsTable } from './RecordsTable';

/** The user's coin withdrawals with their status (spec §3, §4); cancel while pending review. */
export function WithdrawalRecords() {
  const { t } = useTranslation('withdraw');
  const { request, pageOf, setPage } = useListPage();
  const query = useListWithdrawals(request);
  const cancel = useCancelWithdrawal();
  const invalidate = useInvalidate();
  const list = pageOf(query.data);
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
