import { Group, Pagination, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListSubscriptionRecords } from '@generated/hooks/assets/assets';
import type { SubscriptionRecord } from '@generated/models';
import { formatAmount, formatAmountWithUnit } from '@/lib/display-format';
import { QueryState } from '@/kit/query-state/QueryState';
import { useListPage } from '@/kit/lists/use-list-page';
import { ResponsiveTable } from '@/ui/ResponsiveTable';
import type { TableColumn } from '@/ui/table-column';
import { formatDate } from '@/lib/date-time';
import { StatusBadge } from '@/kit/status/StatusBadge';

/** The signed-in user's subscriptions to this product with their states (spec §3, §4 subscription record);
 * cards at phone width (spec §1). */
export function MyRecords({ symbol }: { symbol: string }) {
  const { t } = useTranslation('investments');
  const { page, setPage, request: paging, pageOf } = useListPage({ filter: symbol });
  const request = { symbol, ...paging };
  const query = useListSubscriptionRecords(request);
  const list = pageOf(query.data);
  const pages = list ? Math.ceil(list.total / list.pageSize) : 0;
  const withCoin = (amount: string | undefined, record: SubscriptionRecord) =>
    formatAmountWithUnit(amount, record.payCoinSymbol);
  const columns: TableColumn<SubscriptionRecord>[] = [
    { key: 'date', header: t('records.date'), cell: (record) => formatDate(record.ctime) },
    { key: 'quantity', header: t('records.quantity'), cell: (record) => formatAmount(record.quantity) },
    {
      key: 'unitPrice',
      header: t('records.unitPrice'),
      cell: (record) => withCoin(record.unitPrice, record),
    },
    { key: 'total', header: t('records.total'), cell: (record) => withCoin(record.totalAmount, record) },
    {
      key: 'status',
      header: t('records.status'),
      cell: (record) => (
        <StatusBadge of="subscriptionRecord" status={record.status} labels="investments:recordStatus" />
      ),
    },
    { key: 'recordId', header: t('records.recordId'), cell: (record) => record.recordId },
  ];
  return (
    <QueryState query={query} failedTitle={t('investments:state.loadFailed')} count={list?.items.length ?? 0}>
      <Stack gap="md">
        <ResponsiveTable
          rows={list?.items ?? []}
          columns={columns}
          rowKey={(record) => record.recordId}
          minWidth={640}
          testId="my-records"
          striped
        />
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} siblings={1} boundaries={1} />
          </Group>
        )}
      </Stack>
    </QueryState>
  );
}
