import { useTranslation } from 'react-i18next';
import { useListCurrentOrders } from '@generated/hooks/trade/trade';
import { ListPager } from '@/ui/ListPager';
import type { TradeOrder } from '@generated/models';
import { type CancellableOrder, CancelOrderButton } from './CancelOrderButton';
import { OrdersTable } from './OrdersTable';
import { QueryState } from '@/kit/query-state/QueryState';
import { useListPage } from '@/kit/lists/use-list-page';

// Status 5 already awaits its cancellation: no second cancel. An order the answer sent without its ID, pair or
// status offers none either: the call needs the first two, and a missing status is not a guessed one.
const CANCELLABLE = new Set([0, 1, 2]);
const cancellable = (order: TradeOrder): order is CancellableOrder =>
  order.orderId !== undefined &&
  order.symbol !== undefined &&
  order.status !== undefined &&
  CANCELLABLE.has(order.status);

/** The user's open orders (codes 0, 1, 2, 5), each cancellable while 0-2. */
export function CurrentOrders({ symbol }: { symbol: string | undefined }) {
  const { t } = useTranslation('trade');
  const { request: paging, pageOf, setPage } = useListPage({ filter: symbol });
  const request = { ...paging, ...(symbol ? { symbol } : {}) };
  const query = useListCurrentOrders(request);
  const list = pageOf(query.data);
  return (
    <QueryState query={query} failedTitle={t('trade:loadFailed')} count={list?.items.length ?? 0}>
      {list && (
        <>
          <OrdersTable
            orders={list.items}
            label={t('orders.current')}
            action={(order, fullWidth) =>
              cancellable(order) ? <CancelOrderButton order={order} fullWidth={fullWidth} /> : null
            }
          />
          <ListPager total={list.total} pageSize={list.pageSize} page={list.page} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}
