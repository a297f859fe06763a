import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRecord } from '@generated/models';
import { formatAddress, formatAmount } from '@/lib/display-format';
import { formatDateTime } from '@/lib/date-time';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { ResponsiveTable } from '@/ui/ResponsiveTable';
import type { TableColumn } from '@/ui/table-column';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { useDescribeError } from '@/api/use-query-load';

export interface RecordsTableProps {
  records: WithdrawalRecord[];
  onCancel: (withdrawId: number) => Promise<unknown>;
}

/** Withdrawal records: time, coin, address, amount, fee, notes, status, transaction hash (spec §3); cards
 * at phone width (spec §1). */
export function RecordsTable({ records, onCancel }: RecordsTableProps) {
  const { t } = useTranslation(['withdraw', 'common']);
  const describe = useDescribeError();
  const header = (column: string) => t(`withdraw:records.${column}`);
  const cancel = (record: WithdrawalRecord, fullWidth?: boolean) =>
    record.status === 'pending_review' && (
      <ConfirmButton
        label={t('withdraw:records.cancel')}
        question={t('withdraw:records.cancelQuestion')}
        onConfirm={() => onCancel(record.withdrawId)}
        describeError={describe}
        fullWidth={fullWidth}
      />
    );
  const columns: TableColumn<WithdrawalRecord>[] = [
    { key: 'time', header: header('time'), cell: (record) => formatDateTime(record.ctime) },
    { key: 'coin', header: header('coin'), cell: (record) => record.coinSymbol },
    {
      key: 'address',
      header: header('address'),
      cell: (record) => <Hash full={record.address} />,
    },
    { key: 'amount', header: header('amount'), cell: (record) => formatAmount(record.amount) },
    { key: 'fee', header: header('fee'), cell: (record) => formatAmount(record.fee) },
    {
      key: 'notes',
      header: header('notes'),
      cell: (record) => (
        <Text size="sm" maw={220}>
          {record.notes || '--'}
        </Text>
      ),
    },
    {
      key: 'status',
      header: header('status'),
      cell: (record) => (
        <StatusBadge
          of="withdrawal"
          status={record.status}
          labels="withdraw:records.statuses"
          data-testid="withdrawal-status"
        />
      ),
    },
    { key: 'txid', header: header('txid'), cell: (record) => <Hash full={record.txid} /> },
    {
      key: 'action',
      header: header('action'),
      card: 'actions',
      cell: (record) => cancel(record),
      cardCell: (record) => cancel(record, true),
    },
  ];
  return (
    <ResponsiveTable
      rows={records}
      columns={columns}
      rowKey={(record) => record.withdrawId}
      minWidth={900}
      verticalSpacing="sm"
      rowTestId="withdrawal-row"
    />
  );
}

/** An address or transaction hash, shortened (spec §5), whole in its title. */
function Hash({ full }: { full: string | null | undefined }) {
  if (!full) return '--';
  return (
    <Text span size="sm" ff="monospace" title={full}>
      {formatAddress(full)}
    </Text>
  );
}
