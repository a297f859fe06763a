import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/kit/labels/use-enum-label';
import type { OtcOrder } from '@generated/models';
import {
  EMPTY_DISPLAY,
  fiatLabel,
  formatAmount,
  formatAmountWithUnit,
  formatText,
} from '@/lib/display-format';
import { formatDateTime } from '@/lib/date-time';
import { ResponsiveTable } from '@/ui/ResponsiveTable';
import type { TableColumn } from '@/ui/table-column';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { hasOtcActions, OtcOrderActions } from './OtcOrderActions';
import { otcSideAndPair } from './otc-labels';
import { hasPayeeAccount, OtcPayeeDetails } from './OtcPayeeDetails';

/** The user's OTC orders: what was traded with whom, its state in words, where an unpaid buy pays and its
 * actions (paid, cancel); cards at phone width (spec §1). */
export function OtcOrdersTable({ orders }: { orders: OtcOrder[] }) {
  const { t } = useTranslation('trade');
  const side = useEnumLabel('trade:orders.side');
  const columns: TableColumn<OtcOrder>[] = [
    { key: 'date', header: t('orders.date'), cell: (order) => formatDateTime(order.createTime) },
    {
      key: 'orderId',
      header: t('otcOrders.orderId'),
      cell: (order) => (
        <Text span inherit ff="monospace">
          {formatText(order.orderId)}
        </Text>
      ),
    },
    {
      key: 'type',
      header: t('orders.type'),
      card: 'title',
      cell: (order) => otcSideAndPair(order, side(order.tradeType, '')),
    },
    { key: 'price', header: t('orders.price'), cell: (order) => formatAmount(order.price) },
    {
      key: 'quantity',
      header: t('orders.quantity'),
      cell: (order) => formatAmountWithUnit(order.volume, order.coinSymbol),
    },
    {
      key: 'total',
      header: t('orders.total'),
      cell: (order) => formatAmountWithUnit(order.totalPrice, order.payCoin && fiatLabel(order.payCoin)),
    },
    {
      key: 'counterparty',
      header: t('otcOrders.counterparty'),
      cell: (order) => formatText(order.counterparty),
    },
    {
      key: 'status',
      header: t('orders.status'),
      cell: (order) => (
        <StatusBadge
          of="otcOrder"
          status={order.status}
          data-testid={`otc-status-${order.status ?? 'absent'}`}
        />
      ),
    },
    {
      key: 'payTo',
      header: t('otcOrders.payTo'),
      cell: (order) =>
        hasPayeeAccount(order.payee) ? <OtcPayeeDetails payee={order.payee} /> : EMPTY_DISPLAY,
    },
  ];
  if (orders.some(hasOtcActions))
    columns.push({
      key: 'action',
      header: t('otcOrders.action'),
      card: 'actions',
      cell: (order) => <OtcOrderActions order={order} />,
      cardCell: (order) => (hasOtcActions(order) ? <OtcOrderActions order={order} fullWidth /> : null),
    });
  return (
    <ResponsiveTable
      rows={orders}
      columns={columns}
      rowKey={(order) => order.orderId}
      label={t('otcOrders.list')}
      minWidth={1080}
      striped
      verticalSpacing="sm"
      rowTestId="otc-order"
      testId="otc-orders"
    />
  );
}
