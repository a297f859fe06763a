import { useTranslation } from 'react-i18next';
import { useListFiatDeposits } from '@generated/hooks/funds/funds';
import type { FiatDepositOrder } from '@generated/models';
import { formatDateTime } from '@/lib/date-time';
import { fiatMoney } from '@/lib/display-format';
import { amountColumn, type TableColumn } from '@/ui/table-column';
import { PagedTable } from '@/kit/lists/PagedTable';
import { useListPage } from '@/kit/lists/use-list-page';
import { StatusBadge } from '@/kit/status/StatusBadge';

/** The user's fiat deposit orders in every state (spec §3 "Deposit order", §4), 20 a page. */
export function FiatDeposits() {
  const { t } = useTranslation('history');
  const { request, paged } = useListPage();
  const records = paged(useListFiatDeposits(request));
  const columns: TableColumn<FiatDepositOrder>[] = [
    { key: 'date', header: t('fiat.columns.date'), cell: (row) => formatDateTime(row.ctime) },
    { key: 'id', header: t('fiat.columns.orderId'), cell: (row) => row.id },
    amountColumn('amount', t('fiat.columns.amount'), (row) => fiatMoney(row.amount, row.symbol)),
    amountColumn('settled', t('fiat.columns.settled'), (row) => fiatMoney(row.settledAmount, row.symbol)),
    { key: 'bank', header: t('fiat.columns.payeeBank'), cell: (row) => row.bankName },
    {
      key: 'status',
      header: t('fiat.columns.status'),
      cell: (row) => <StatusBadge of="fiatDeposit" status={row.status} />,
    },
  ];
  return (
    <PagedTable
      columns={columns}
      rowKey={(row) => row.id}
      label={t('fiat.depositsLabel')}
      failedTitle={t('history:loadFailed')}
      {...records}
    />
  );
}
