import { Group, Pagination, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSubscriptionRecords } from '@generated/hooks/assets/assets';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { DEFAULT_PAGE_SIZE, toPage } from '@/api/pagination';
import { formatAmount } from '@/lib/display-format';
import { QueryState } from '@/kit/query-state/QueryState';
import { formatDate } from './format-date';
import { StatusBadge } from '@/kit/status/StatusBadge';

/** The signed-in user's subscriptions to this product with their states (spec §3, §4 subscription record). */
export function MyRecords({ symbol }: { symbol: string }) {
  const { t } = useTranslation('investments');
  const [page, setPage] = useState(1);
  const request = { symbol, page, pageSize: DEFAULT_PAGE_SIZE };
  const query = useListSubscriptionRecords(request, { query: { meta: SHOWS_OWN_ERRORS } });
  const list = query.data?.data ? toPage(query.data.data, request) : undefined;
  const pages = list ? Math.ceil(list.total / list.pageSize) : 0;
  return (
    <QueryState query={query} failedTitle={t('investments:state.loadFailed')} count={list?.items.length ?? 0}>
      <Stack gap="md">
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="my-records">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('records.date')}</Table.Th>
                <Table.Th>{t('records.quantity')}</Table.Th>
                <Table.Th>{t('records.unitPrice')}</Table.Th>
                <Table.Th>{t('records.total')}</Table.Th>
                <Table.Th>{t('records.status')}</Table.Th>
                <Table.Th>{t('records.recordId')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list?.items.map((record) => (
                <Table.Tr key={record.recordId}>
                  <Table.Td>{formatDate(record.ctime)}</Table.Td>
                  <Table.Td>{formatAmount(record.quantity)}</Table.Td>
                  <Table.Td>{`${formatAmount(record.unitPrice)} ${record.payCoinSymbol}`}</Table.Td>
                  <Table.Td>{`${formatAmount(record.totalAmount)} ${record.payCoinSymbol}`}</Table.Td>
                  <Table.Td>
                    <StatusBadge
                      of="subscriptionRecord"
                      status={record.status}
                      labels="investments:recordStatus"
                    />
                  </Table.Td>
                  <Table.Td>{record.recordId}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} siblings={1} boundaries={1} />
          </Group>
        )}
      </Stack>
    </QueryState>
  );
}
