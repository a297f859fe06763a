import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OtcOrder } from '@generated/models';
import { formatAmount } from '@/lib/display-format';
import { formatDateTime } from '@/lib/date-time';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { OtcPayeeDetails } from './OtcPayeeDetails';

/** The user's OTC orders: what was traded with whom, its state in words, and where an unpaid buy pays. */
export function OtcOrdersTable({ orders }: { orders: OtcOrder[] }) {
  const { t } = useTranslation('trade');
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.date')}</Table.Th>
            <Table.Th>{t('otcOrders.orderId')}</Table.Th>
            <Table.Th>{t('orders.type')}</Table.Th>
            <Table.Th>{t('orders.price')}</Table.Th>
            <Table.Th>{t('orders.quantity')}</Table.Th>
            <Table.Th>{t('orders.total')}</Table.Th>
            <Table.Th>{t('otcOrders.counterparty')}</Table.Th>
            <Table.Th>{t('orders.status')}</Table.Th>
            <Table.Th>{t('otcOrders.payTo')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.orderId} data-testid="otc-order">
              <Table.Td>{formatDateTime(order.createTime)}</Table.Td>
              <Table.Td ff="monospace">{order.orderId}</Table.Td>
              <Table.Td>
                {t(`orders.side.${order.tradeType}`)} {order.coinSymbol}/{order.payCoin}
              </Table.Td>
              <Table.Td>{formatAmount(order.price)}</Table.Td>
              <Table.Td>
                {formatAmount(order.volume)} {order.coinSymbol}
              </Table.Td>
              <Table.Td>
                {formatAmount(order.totalPrice)} {order.payCoin}
              </Table.Td>
              <Table.Td>{order.counterparty}</Table.Td>
              <Table.Td>
                <StatusBadge of="otcOrder" status={order.status} data-testid={`otc-status-${order.status}`} />
              </Table.Td>
              <Table.Td>{order.payee ? <OtcPayeeDetails payee={order.payee} /> : '--'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
