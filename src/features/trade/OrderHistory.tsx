import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListOrderHistory } from '@generated/hooks/trade/trade';
import { HISTORY_LATEST_RECORDS } from '@/lib/business-constants';
import { ListPager } from '@/ui/ListPager';
import { OrdersTable } from './OrdersTable';
import { QueryState } from '@/kit/query-state/QueryState';
import { useListPage } from '@/kit/lists/use-list-page';

/** Finished orders (codes 3, 4, 6) of the last 3 months, cancelled ones included. */
export function OrderHistory({ symbol }: { symbol: string | undefined }) {
  const { t } = useTranslation('trade');
  const [range] = useState(() => ({
    startTime: dayjs().subtract(3, 'month').startOf('day').valueOf(),
    endTime: dayjs().endOf('day').valueOf(),
  }));
  // Spec §9: history shows the latest 30 records of at most the last 3 months, one page of them.
  const {
    request: paging,
    pageOf,
    setPage,
  } = useListPage({
    pageSize: HISTORY_LATEST_RECORDS,
    filter: symbol,
  });
  const request = {
    ...paging,
    isShowCanceled: true,
    ...range,
    ...(symbol ? { symbol } : {}),
  };
  const query = useListOrderHistory(request);
  const list = pageOf(query.data);
  return (
    <QueryState query={query} failedTitle={t('trade:loadFailed')} count={list?.items.length ?? 0}>
      {list && (
        <>
          <OrdersTable orders={list.items} label={t('orders.history')} />
          <ListPager total={list.total} pageSize={list.pageSize} page={list.page} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}
