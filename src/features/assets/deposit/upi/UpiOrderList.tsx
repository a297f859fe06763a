import { useTranslation } from 'react-i18next';
import { useListUpiDeposits } from '@generated/hooks/funds/funds';
import type { UpiDepositOrder } from '@generated/models';
import { formatDateTime } from '@/lib/date-time';
import { EMPTY_DISPLAY, fiatMoney } from '@/lib/display-format';
import { amountColumn, type TableColumn } from '@/ui/table-column';
import { useListPage } from '@/kit/lists/use-list-page';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { RecordList } from '../shared/RecordList';

/** The user's UPI deposits in every state, 20 a page. */
export function UpiOrderList() {
  const { t } = useTranslation('deposit');
  const { request, paged } = useListPage();
  const records = paged(useListUpiDeposits(request));
  const columns: TableColumn<UpiDepositOrder>[] = [
    { key: 'date', header: t('records.date'), cell: (row) => formatDateTime(row.ctime) },
    { key: 'id', header: t('upi.orderId'), cell: (row) => row.id },
    amountColumn('amount', t('records.amount'), (row) => fiatMoney(row.amount, row.symbol)),
    { key: 'utr', header: t('upi.transactionId'), cell: (row) => row.transactionId || EMPTY_DISPLAY },
    {
      key: 'status',
      header: t('records.status'),
      cell: (row) => <StatusBadge of="upiDeposit" status={row.status} />,
    },
  ];
  return <RecordList title={t('upi.ordersTitle')} columns={columns} rowKey={(row) => row.id} {...records} />;
}
