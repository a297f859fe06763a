import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListTransactions } from '@generated/hooks/assets/assets';
import { ListPager } from '@/ui/ListPager';
import { PageIntro } from '@/ui/PageIntro';
import { QueryState } from '@/kit/query-state/QueryState';
import { useListPage } from '@/kit/lists/use-list-page';
import { HistoryPage } from '../shared/HistoryPage';
import { ExportCsvButton } from './ExportCsvButton';
import { type HistoryFilter, historyRequest, NO_FILTER } from './history-filter';
import { HistoryFilters } from './HistoryFilters';
import { TransactionTable } from './TransactionTable';

const RANGE_TOO_LONG = 'HISTORY_RANGE_TOO_LONG';

/**
 * /assets/flowingWater: the history of the user's balances (spec §2), the latest 30 records unless a
 * range of at most 3 months is chosen (spec §9), by type; 20 rows a page; export to CSV.
 */
export function FlowingWaterPage() {
  const { t } = useTranslation(['history', 'app']);
  const [filter, setFilter] = useState<HistoryFilter>(NO_FILTER);
  const { page, setPage, request: paging, pageOf } = useListPage({ filter });
  const request = historyRequest(filter, paging);
  const query = useListTransactions(request);
  const list = pageOf(query.data);

  return (
    <HistoryPage title={t('app:titles.assets.flowingWater')} action={<ExportCsvButton filter={filter} />}>
      <PageIntro text={t('history:scope.latest')} />
      <HistoryFilters value={filter} onChange={setFilter} />
      {filter.range && (
        <Text size="sm" c="dimmed">
          {t('history:scope.range', { ...filter.range })}
        </Text>
      )}
      <QueryState
        query={query}
        failedTitle={t('history:loadFailed')}
        count={list?.items.length ?? 0}
        ownErrors={{ [RANGE_TOO_LONG]: t('history:filters.rangeTooLong') }}
      >
        {list && (
          <Stack gap="md">
            <TransactionTable rows={list.items} />
            <ListPager total={list.total} pageSize={list.pageSize} page={page} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </HistoryPage>
  );
}
