import { useTranslation } from 'react-i18next';
import type { FiatWithdrawalRecord } from '@generated/models';
import { describeApiError } from '@/api/describe-error';
import { formatDateTime } from '@/lib/date-time';
import { fiatMoney } from '@/lib/display-format';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { amountColumn, type TableColumn } from '@/ui/table-column';
import { PagedTable } from '@/kit/lists/PagedTable';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { useFiatWithdrawals } from './use-fiat-withdrawals';

/** The user's fiat withdrawals (spec §3 "Withdrawal record", §4); one pending review can be cancelled. */
export function FiatWithdrawals() {
  const { t } = useTranslation(['history', 'common']);
  const { records, cancelOne } = useFiatWithdrawals();
  const columns: TableColumn<FiatWithdrawalRecord>[] = [
    { key: 'date', header: t('fiat.columns.date'), cell: (row) => formatDateTime(row.ctime) },
    { key: 'bank', header: t('fiat.columns.toCard'), cell: (row) => `${row.bankName} ${row.accountNumber}` },
    amountColumn('amount', t('fiat.columns.amount'), (row) => fiatMoney(row.amount, row.symbol)),
    amountColumn('fee', t('fiat.columns.fee'), (row) => fiatMoney(row.fee, row.symbol)),
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
            question={t('fiat.cancelQuestion', { amount: fiatMoney(row.amount, row.symbol) })}
            onConfirm={() => cancelOne(row.id)}
            describeError={(failure) => describeApiError(failure, (key) => t(key))}
          />
        ),
    },
  ];
  return (
    <PagedTable
      columns={columns}
      rowKey={(row) => row.id}
      label={t('fiat.withdrawalsLabel')}
      failedTitle={t('history:loadFailed')}
      {...records}
    />
  );
}
