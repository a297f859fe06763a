import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListFiatDeposits } from '@generated/hooks/funds/funds';
import type { FiatDepositOrder } from '@generated/models';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { DEFAULT_PAGE_SIZE, toPage } from '@/api/pagination';
import { formatDateTime } from '@/lib/date-time';
import { formatAmount } from '@/lib/display-format';
import { ListPager } from '@/ui/ListPager';
import { type TableColumn, VirtualTable } from '@/ui/VirtualTable';
import { QueryState } from '@/kit/query-state/QueryState';
import { StatusBadge } from '@/kit/status/StatusBadge';

/** The user's fiat deposit orders in every state (spec §3 "Deposit order", §4), 20 a page. */
export function FiatDeposits() {
  const { t } = useTranslation('history');
  const [page, setPage] = useState(1);
  const request = { page, pageSize: DEFAULT_PAGE_SIZE };
  const query = useListFiatDeposits(request, { query: { meta: SHOWS_OWN_ERRORS } });
  const list = query.data?.data ? toPage(query.data.data, request) : undefined;
  const money = (amount: string, symbol: string) =>
    `${formatAmount(amount, { decimals: 2 })} ${symbol.toUpperCase()}`;
  const columns: TableColumn<FiatDepositOrder>[] = [
    { key: 'date', header: t('fiat.columns.date'), cell: (row) => formatDateTime(row.ctime) },
    { key: 'id', header: t('fiat.columns.orderId'), cell: (row) => row.id },
    {
      key: 'amount',
      header: t('fiat.columns.amount'),
      align: 'right',
      cell: (row) => money(row.amount, row.symbol),
    },
    {
      key: 'settled',
      header: t('fiat.columns.settled'),
      align: 'right',
      cell: (row) => money(row.settledAmount, row.symbol),
    },
    { key: 'bank', header: t('fiat.columns.payeeBank'), cell: (row) => row.bankName },
    {
      key: 'status',
      header: t('fiat.columns.status'),
      cell: (row) => <StatusBadge of="fiatDeposit" status={row.status} />,
    },
  ];
  return (
    <QueryState query={query} failedTitle={t('history:loadFailed')} count={list?.items.length ?? 0}>
      {list && (
        <Stack gap="md">
          <VirtualTable
            rows={list.items}
            columns={columns}
            rowKey={(row) => row.id}
            label={t('fiat.depositsLabel')}
          />
          <ListPager total={list.total} pageSize={list.pageSize} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}
