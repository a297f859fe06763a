import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/kit/labels/use-enum-label';
import type { TradeOrder } from '@generated/models';
import { EMPTY_DISPLAY, formatAmount, formatAmountWithUnit } from '@/lib/display-format';
import { formatDateTime } from '@/lib/date-time';
import { nextSort, type SortState } from '@/lib/table-sort';
import { ResponsiveTable } from '@/ui/ResponsiveTable';
import { SortHeader } from '@/ui/SortHeader';
import type { TableColumn } from '@/ui/table-column';
import { DEFAULT_ORDER_SORT, type OrderSortKey, sortOrders } from './order-sort';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { orderPair, orderQuote } from './order-pair';

interface OrdersTableProps {
  orders: TradeOrder[];
  /** Accessible name of the table (of the cards at phone width). */
  label: string;
  /** The last column's content (the cancel action of current orders; `fullWidth` across a phone card's
   * foot); no column when omitted. */
  action?: (order: TradeOrder, fullWidth: boolean) => ReactNode;
}

/** Orders with spec §3's fields: date, pair, type, price, quantity, total, status, fee; cards at phone width
 * (spec §1). */
export function OrdersTable({ orders, label, action }: OrdersTableProps) {
  const { t } = useTranslation('trade');
  const side = useEnumLabel('trade:orders.side');
  const kind = useEnumLabel('trade:orders.kind');
  const [sort, setSort] = useState<SortState<OrderSortKey>>(DEFAULT_ORDER_SORT);
  const onSort = (key: OrderSortKey) => setSort(nextSort(sort, key, 'createTime') ?? DEFAULT_ORDER_SORT);
  // A column the table sorts by: its header is the sort button.
  const sortable = (
    key: OrderSortKey,
    title: string,
    cell: TableColumn<TradeOrder>['cell'],
  ): TableColumn<TradeOrder> => ({
    key,
    header: title,
    th: (
      <SortHeader
        column={key}
        label={title}
        sortLabel={t('orders.sortBy', { column: title })}
        sort={sort}
        onSort={onSort}
      />
    ),
    cell,
  });
  // Side and kind as far as the answer says them (either may be absent): 'Buy · Limit', 'Limit', '--'.
  const orderType = (order: TradeOrder) =>
    [side(order.side, ''), kind(order.type, '')].filter(Boolean).join(' · ') || EMPTY_DISPLAY;
  const columns: TableColumn<TradeOrder>[] = [
    sortable('createTime', t('orders.date'), (order) => formatDateTime(order.createTime)),
    {
      key: 'pair',
      header: t('orders.pair'),
      card: 'title',
      cell: (order) => orderPair(order),
    },
    {
      key: 'type',
      header: t('orders.type'),
      cell: (order) => orderType(order),
    },
    sortable('price', t('orders.price'), (order) =>
      order.type === 2 ? t('orders.market') : formatAmount(order.price),
    ),
    sortable('volume', t('orders.quantity'), (order) => formatAmount(order.volume)),
    sortable('total', t('orders.total'), (order) => formatAmountWithUnit(order.total, orderQuote(order))),
    {
      key: 'status',
      header: t('orders.status'),
      cell: (order) => (
        <StatusBadge
          of="tradeOrder"
          status={order.status}
          data-testid={`order-status-${order.status ?? 'absent'}`}
        />
      ),
    },
    { key: 'fee', header: t('orders.fee'), cell: (order) => formatAmountWithUnit(order.fee, order.feeCoin) },
  ];
  if (action)
    columns.push({
      key: 'action',
      header: t('orders.action'),
      card: 'actions',
      cell: (order) => action(order, false),
      cardCell: (order) => action(order, true),
    });
  return (
    <ResponsiveTable
      rows={sortOrders(orders, sort)}
      columns={columns}
      rowKey={(order) => order.orderId}
      label={label}
      minWidth={900}
      striped
      verticalSpacing="sm"
      rowTestId="trade-order"
    />
  );
}
