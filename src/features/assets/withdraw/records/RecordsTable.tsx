import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRecord } from '@generated/models';
import { formatAddress, formatAmount } from '@/lib/display-format';
import { formatDateTime } from '@/lib/date-time';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { useDescribeError } from '../shared/load-state';

export interface RecordsTableProps {
  records: WithdrawalRecord[];
  onCancel: (withdrawId: number) => Promise<unknown>;
}

/** Withdrawal records: time, coin, address, amount, fee, notes, status, transaction hash (spec §3). */
export function RecordsTable({ records, onCancel }: RecordsTableProps) {
  const { t } = useTranslation(['withdraw', 'common']);
  const describe = useDescribeError();
  const columns = ['time', 'coin', 'address', 'amount', 'fee', 'notes', 'status', 'txid', 'action'] as const;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{t(`withdraw:records.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.withdrawId} data-testid="withdrawal-row">
              <Table.Td>{formatDateTime(record.ctime)}</Table.Td>
              <Table.Td>{record.coinSymbol}</Table.Td>
              <Table.Td ff="monospace" title={record.address}>
                {formatAddress(record.address)}
              </Table.Td>
              <Table.Td>{formatAmount(record.amount)}</Table.Td>
              <Table.Td>{formatAmount(record.fee)}</Table.Td>
              <Table.Td maw={220}>
                <Text size="sm">{record.notes || '--'}</Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge
                  of="withdrawal"
                  status={record.status}
                  labels="withdraw:records.statuses"
                  data-testid="withdrawal-status"
                />
              </Table.Td>
              <Table.Td ff="monospace" title={record.txid || undefined}>
                {record.txid ? formatAddress(record.txid) : '--'}
              </Table.Td>
              <Table.Td>
                {record.status === 'pending_review' && (
                  <ConfirmButton
                    label={t('withdraw:records.cancel')}
                    question={t('withdraw:records.cancelQuestion')}
                    onConfirm={() => onCancel(record.withdrawId)}
                    describeError={describe}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
