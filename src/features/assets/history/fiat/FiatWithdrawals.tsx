import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getListFiatWithdrawalsQueryKey,
  useCancelFiatWithdrawal,
  useListFiatWithdrawals,
} from '@generated/hooks/funds/funds';
import type { FiatWithdrawalRecord } from '@generated/models';
import { describeApiError } from '@/api/describe-error';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { DEFAULT_PAGE_SIZE, toPage } from '@/api/pagination';
import { formatDateTime } from '@/lib/date-time';
import { formatAmount } from '@/lib/display-format';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { ListPager } from '@/ui/ListPager';
import { type TableColumn, VirtualTable } from '@/ui/VirtualTable';
import { QueryState } from '@/kit/query-state/QueryState';
import { StatusBadge } from '@/kit/status/StatusBadge';

/** The user's fiat withdrawals (spec §3 "Withdrawal record", §4); one pending review can be cancelled. */
export function FiatWithdrawals() {
  const { t } = useTranslation(['history', 'common']);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const request = { page, pageSize: DEFAULT_PAGE_SIZE };
  const query = useListFiatWithdrawals(request, { query: { meta: SHOWS_OWN_ERRORS } });
  const cancel = useCancelFiatWithdrawal({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const list = query.data?.data ? toPage(query.data.data, request) : undefined;
  const money = (amount: string, symbol: string) =>
    `${formatAmount(amount, { decimals: 2 })} ${symbol.toUpperCase()}`;
  const cancelOne = async (id: string) => {
    await cancel.mutateAsync({ data: { id } });
    await queryClient.invalidateQueries({ queryKey: getListFiatWithdrawalsQueryKey().slice(0, 2) });
  };
  const columns: TableColumn<FiatWithdrawalRecord>[] = [
    { key: 'date', header: t('fiat.columns.date'), cell: (row) => formatDateTime(row.ctime) },
    { key: 'bank', header: t('fiat.columns.toCard'), cell: (row) => `${row.bankName} ${row.accountNumber}` },
    {
      key: 'amount',
      header: t('fiat.columns.amount'),
      align: 'right',
      cell: (row) => money(row.amount, row.symbol),
    },
    { key: 'fee', header: t('fiat.columns.fee'), align: 'right', cell: (row) => money(row.fee, row.symbol) },
    { key: 'notes', header: t('fiat.columns.notes'), cell: (row) => row.notes || '--' },
    {
      key: 'status',
      header: t('fiat.columns.status'),
      cell: (row) => <StatusBadge of="withdrawal" status={row.status} />,
    },
    {
      key: 'action',
      header: t('fiat.columns.action'),
      card: 'actions',
      cell: (row) =>
        row.status === 'pending_review' && (
          <ConfirmButton
            label={t('fiat.cancelWithdrawal')}
            question={t('fiat.cancelQuestion', { amount: money(row.amount, row.symbol) })}
            onConfirm={() => cancelOne(row.id)}
            describeError={(failure) => describeApiError(failure, (key) => t(key))}
          />
        ),
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
            label={t('fiat.withdrawalsLabel')}
          />
          <ListPager total={list.total} pageSize={list.pageSize} page={page} onChange={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}
