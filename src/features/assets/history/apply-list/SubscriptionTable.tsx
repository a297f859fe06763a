import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubscriptionRecord } from '@generated/models';
import { useLocalizedPath } from '@/i18n';
import { formatDateTime } from '@/lib/date-time';
import { formatAmount, formatAmountWithUnit } from '@/lib/display-format';
import { amountColumn, type TableColumn } from '@/ui/table-column';
import { VirtualTable } from '@/ui/VirtualTable';
import { StatusBadge } from '@/kit/status/StatusBadge';

/** Subscription records: date, project, quantity, unit price, total, status, record ID (spec §3). */
export function SubscriptionTable({ rows }: { rows: readonly SubscriptionRecord[] }) {
  const { t } = useTranslation('history');
  const localize = useLocalizedPath();
  const withCoin = formatAmountWithUnit;
  const columns: TableColumn<SubscriptionRecord>[] = [
    { key: 'date', header: t('subscriptions.columns.date'), cell: (row) => formatDateTime(row.ctime) },
    {
      key: 'project',
      header: t('subscriptions.columns.project'),
      cell: (row) => (
        <Anchor component={Link} to={localize(`investmentDetail/${row.symbol}`)} size="sm">
          {row.projectName}
        </Anchor>
      ),
    },
    amountColumn('quantity', t('subscriptions.columns.quantity'), (row) => formatAmount(row.quantity)),
    amountColumn('unitPrice', t('subscriptions.columns.unitPrice'), (row) =>
      withCoin(row.unitPrice, row.payCoinSymbol),
    ),
    amountColumn('total', t('subscriptions.columns.total'), (row) =>
      withCoin(row.totalAmount, row.payCoinSymbol),
    ),
    {
      key: 'status',
      header: t('subscriptions.columns.status'),
      cell: (row) => <StatusBadge of="subscriptionRecord" status={row.status} />,
    },
    { key: 'recordId', header: t('subscriptions.columns.recordId'), cell: (row) => row.recordId },
  ];
  return (
    <VirtualTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.recordId}
      label={t('subscriptions.tableLabel')}
    />
  );
}
