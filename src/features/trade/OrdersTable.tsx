import { Table } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeOrder } from '@generated/models';
import { formatAmount } from '@/lib/display-format';
import { formatDateTime } from '@/lib/date-time';
import { nextSort, type SortState } from '@/lib/table-sort';
import { SortHeader } from '@/ui/SortHeader';
import { DEFAULT_ORDER_SORT, type OrderSortKey, sortOrders } from './order-sort';
import { StatusBadge } from '@/kit/status/StatusBadge';

interface OrdersTableProps {
  orders: TradeOrder[];
  /** The last column's content (the cancel action of current orders); no column when omitted. */
  action?: (order: TradeOrder) => ReactNode;
}

/** Orders with spec §3's fields: date, pair, type, price, quantity, total, status, fee. */
export function OrdersTable({ orders, action }: OrdersTableProps) {
  const { t } = useTranslation('trade');
  const [sort, setSort] = useState<SortState<OrderSortKey>>(DEFAULT_ORDER_SORT);
  const onSort = (key: OrderSortKey) => setSort(nextSort(sort, key, 'createTime') ?? DEFAULT_ORDER_SORT);
  const header = (key: OrderSortKey, label: string) => (
    <SortHeader
      column={key}
      label={label}
      sortLabel={t('orders.sortBy', { column: label })}
      sort={sort}
      onSort={onSort}
    />
  );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            {header('createTime', t('orders.date'))}
            <Table.Th>{t('orders.pair')}</Table.Th>
            <Table.Th>{t('orders.type')}</Table.Th>
            {header('price', t('orders.price'))}
            {header('volume', t('orders.quantity'))}
            {header('total', t('orders.total'))}
            <Table.Th>{t('orders.status')}</Table.Th>
            <Table.Th>{t('orders.fee')}</Table.Th>
            {action && <Table.Th>{t('orders.action')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortOrders(orders, sort).map((order) => (
            <Table.Tr key={order.orderId} data-testid="trade-order">
              <Table.Td>{formatDateTime(order.createTime)}</Table.Td>
              <Table.Td>
                {order.baseCoin}/{order.quoteCoin}
              </Table.Td>
              <Table.Td>
                {t(`orders.side.${order.side}`)} · {t(`orders.kind.${order.type}`)}
              </Table.Td>
              <Table.Td>{order.type === 2 ? t('orders.market') : formatAmount(order.price)}</Table.Td>
              <Table.Td>{formatAmount(order.volume)}</Table.Td>
              <Table.Td>
                {formatAmount(order.total)} {order.quoteCoin}
              </Table.Td>
              <Table.Td>
                <StatusBadge
                  of="tradeOrder"
                  status={order.status}
                  data-testid={`order-status-${order.status}`}
                />
              </Table.Td>
              <Table.Td>
                {formatAmount(order.fee)} {order.feeCoin}
              </Table.Td>
              {action && <Table.Td>{action(order)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
