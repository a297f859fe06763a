import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@generated/models';
import { formatDateTime } from '@/lib/date-time';
import { EMPTY_DISPLAY, formatAmount, HIDDEN_AMOUNT } from '@/lib/display-format';
import { type TableColumn, VirtualTable } from '@/ui/VirtualTable';
import { useSceneLabel } from './use-scene-label';

/**
 * History rows: time, type, coin, signed amount (spec §2 flowingWater); long lists are virtualised.
 * `masked` hides the amounts (the account pages' hide balances, spec §3 isHide).
 */
export function TransactionTable({
  rows,
  masked = false,
}: {
  rows: readonly Transaction[];
  masked?: boolean;
}) {
  const { t } = useTranslation('history');
  const sceneLabel = useSceneLabel();
  const columns: TableColumn<Transaction>[] = [
    { key: 'time', header: t('columns.time'), cell: (row) => formatDateTime(row.ctime) },
    {
      key: 'type',
      header: t('columns.type'),
      cell: (row) => sceneLabel(row.transactionScene, row.sceneLabel),
    },
    { key: 'coin', header: t('columns.coin'), cell: (row) => row.coinSymbol },
    {
      key: 'amount',
      header: t('columns.amount'),
      align: 'right',
      cell: (row) => (masked ? HIDDEN_AMOUNT : <SignedAmount amount={row.amount} />),
    },
  ];
  return <VirtualTable rows={rows} columns={columns} rowKey={(row) => row.id} label={t('tableLabel')} />;
}

// Money leaving the account keeps its minus sign; the formatter is given the magnitude.
function SignedAmount({ amount }: { amount: string | undefined }) {
  if (amount === undefined) return EMPTY_DISPLAY;
  const outgoing = amount.startsWith('-');
  const text = formatAmount(outgoing ? amount.slice(1) : amount);
  // Shade 9 keeps WCAG AA contrast (axe in the route walker).
  return (
    <Text span size="sm" fw={600} c={outgoing ? 'red.9' : 'teal.9'}>
      {outgoing ? `−${text}` : `+${text}`}
    </Text>
  );
}
