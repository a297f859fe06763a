import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListCurrentOrders } from '@generated/hooks/trade/trade';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { DEFAULT_PAGE_SIZE, toPage } from '@/api/pagination';
import { ListPager } from '@/ui/ListPager';
import { CancelOrderButton } from './CancelOrderButton';
import { OrdersTable } from './OrdersTable';
import { QueryState } from '@/kit/query-state/QueryState';

// Status 5 already awaits its cancellation: no second cancel.
const CANCELLABLE = new Set([0, 1, 2]);

/** The user's open orders (codes 0, 1, 2, 5), each cancellable while 0-2. */
export function CurrentOrders({ symbol }: { symbol: string | undefined }) {
  const { t } = useTranslation('trade');
  const [page, setPage] = useState(1);
  const request = { page, pageSize: DEFAULT_PAGE_SIZE, ...(symbol ? { symbol } : {}) };
  const query = useListCurrentOrders(request, { query: { meta: SHOWS_OWN_ERRORS } });
  const list = query.data ? toPage(query.data.data, request) : undefined;
  return (
    <QueryState query={query} failedTitle={t('trade:loadFailed')} count={list?.items.length ?? 0}>
      {list && (
        <>
          <OrdersTable
            orders={list.items}
            label={t('orders.current')}
            action={(order, fullWidth) =>
              CANCELLABLE.has(order.status) ? <CancelOrderButton order={order} fullWidth={fullWidth} /> : null
            }
          />
          <ListPager total={list.total} pageSize={list.pageSize} page={list.page} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}
