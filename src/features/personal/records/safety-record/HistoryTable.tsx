import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SecurityRecord } from '@generated/models';
import { ResponsiveTable } from '@/ui/ResponsiveTable';
import type { TableColumn } from '@/ui/table-column';
import { formatDateTime } from '@/lib/date-time';

/** Rows of a login or security history: time, type, IP, status (spec §3 "Login/security history"); cards
 * at phone width (spec §1). */
export function HistoryTable({ rows }: { rows: SecurityRecord[] }) {
  const { t } = useTranslation('records');
  const columns: TableColumn<SecurityRecord>[] = [
    { key: 'time', header: t('safetyRecord.time'), cell: (row) => formatDateTime(row.time) },
    { key: 'type', header: t('safetyRecord.type'), cell: (row) => t(`safetyRecord.actions.${row.type}`) },
    { key: 'ip', header: t('safetyRecord.ip'), cell: (row) => row.ip },
    {
      key: 'status',
      header: t('safetyRecord.status'),
      cell: (row) => (
        // Shade 9 keeps WCAG AA contrast on the striped rows (axe in the route walker).
        <Text size="sm" fw={600} c={row.status === 'success' ? 'teal.9' : 'red.9'}>
          {t(`safetyRecord.statuses.${row.status}`)}
        </Text>
      ),
    },
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(row) => `${row.time}-${row.type}-${row.ip}`}
      minWidth={520}
      striped
    />
  );
}
