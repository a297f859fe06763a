import { Button, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAddress } from '@/lib/display-format';
import { StateNotice } from '@/ui/StateNotice';
import type { WithdrawalSummary } from './destination';

export interface SubmittedProps {
  summary: WithdrawalSummary;
  onAgain: () => void;
  onRecords: () => void;
}

/**
 * A withdrawal accepted: what went out (network, address, amount), pending review, processed manually
 * within 24 hours (spec §4, §9).
 */
export function Submitted({ summary, onAgain, onRecords }: SubmittedProps) {
  const { t } = useTranslation('withdraw');
  const rows: [string, string][] = [
    [t('network.label'), summary.network],
    [t('submitted.address'), formatAddress(summary.address)],
    [t('submitted.amount'), `${summary.amount} ${summary.symbol}`],
  ];
  return (
    <StateNotice
      color="green"
      title={t('submitted.title')}
      text={t('submitted.body')}
      testId="withdraw-submitted"
    >
      <Table data-testid="withdraw-submitted-summary">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={onRecords}>
          {t('submitted.records')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onAgain}>
          {t('submitted.again')}
        </Button>
      </Group>
    </StateNotice>
  );
}
