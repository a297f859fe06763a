import { useTranslation } from 'react-i18next';
import { useListFiatDeposits } from '@generated/hooks/funds/funds';
import type { FiatDepositOrder } from '@generated/models';
import { formatDateTime } from '@/lib/date-time';
import { amountColumn, type TableColumn } from '@/ui/table-column';
import { useListPage } from '@/kit/lists/use-list-page';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { RecordList } from '../shared/RecordList';
import { fiatMoney } from '@/lib/display-format';
import { FiatOrderActions } from './FiatOrderActions';

/** The user's fiat deposit orders (spec §3, §4), 20 a page; an order waiting for the transfer has its actions. */
export function FiatOrderList() {
  const { t } = useTranslation(['deposit', 'history']);
  const { request, paged } = useListPage();
  const records = paged(useListFiatDeposits(request));
  const columns: TableColumn<FiatDepositOrder>[] = [
    { key: 'date', header: t('history:fiat.columns.date'), cell: (row) => formatDateTime(row.ctime) },
    { key: 'id', header: t('history:fiat.columns.orderId'), cell: (row) => row.id },
    amountColumn('amount', t('history:fiat.columns.amount'), (row) => fiatMoney(row.amount, row.symbol)),
    { key: 'bank', header: t('history:fiat.columns.payeeBank'), cell: (row) => row.bankName },
    {
      key: 'status',
      header: t('history:fiat.columns.status'),
      cell: (row) => <StatusBadge of="fiatDeposit" status={row.status} />,
    },
    {
      key: 'actions',
      header: t('fiat.actions'),
      card: 'actions',
      cell: (row) => <FiatOrderActions order={row} />,
      // Only an order awaiting the transfer has actions; the others get no empty card foot.
      cardCell: (row) => row.status === 'waiting_transfer' && <FiatOrderActions order={row} />,
    },
  ];
  return <RecordList title={t('fiat.ordersTitle')} columns={columns} rowKey={(row) => row.id} {...records} />;
}
