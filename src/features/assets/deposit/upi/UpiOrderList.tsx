import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListUpiDeposits } from '@generated/hooks/funds/funds';
import type { UpiDepositOrder } from '@generated/models';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { DEFAULT_PAGE_SIZE, toPage } from '@/api/pagination';
import { formatDateTime } from '@/lib/date-time';
import { EMPTY_DISPLAY } from '@/lib/display-format';
import type { TableColumn } from '@/ui/VirtualTable';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { RecordList } from '../shared/RecordList';
import { fiatMoney } from '../fiat/fiat-money';

/** The user's UPI deposits in every state, 20 a page. */
export function UpiOrderList() {
  const { t } = useTranslation('deposit');
  const [page, setPage] = useState(1);
  const request = { page, pageSize: DEFAULT_PAGE_SIZE };
  const query = useListUpiDeposits(request, { query: { meta: SHOWS_OWN_ERRORS } });
  const list = query.data?.data ? toPage(query.data.data, request) : undefined;
  const columns: TableColumn<UpiDepositOrder>[] = [
    { key: 'date', header: t('records.date'), cell: (row) => formatDateTime(row.ctime) },
    { key: 'id', header: t('upi.orderId'), cell: (row) => row.id },
    {
      key: 'amount',
      header: t('records.amount'),
      align: 'right',
      cell: (row) => fiatMoney(row.amount, row.symbol),
    },
    { key: 'utr', header: t('upi.transactionId'), cell: (row) => row.transactionId || EMPTY_DISPLAY },
    {
      key: 'status',
      header: t('records.status'),
      cell: (row) => <StatusBadge of="upiDeposit" status={row.status} />,
    },
  ];
  return (
    <RecordList
      title={t('upi.ordersTitle')}
      query={query}
      list={list}
      columns={columns}
      rowKey={(row) => row.id}
      page={page}
      onPage={setPage}
    />
  );
}
