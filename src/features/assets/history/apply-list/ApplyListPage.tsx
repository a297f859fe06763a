import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSubscriptionRecords } from '@generated/hooks/assets/assets';
import type { SubscriptionRecordListRequest, SubscriptionRecordStatus } from '@generated/models';
import { ListPager } from '@/ui/ListPager';
import { QueryState } from '@/kit/query-state/QueryState';
import { useListPage } from '@/kit/lists/use-list-page';
import { HistoryPage } from '../shared/HistoryPage';
import { SUBSCRIPTION_STATUSES } from './subscription-status';
import { SubscriptionTable } from './SubscriptionTable';

/** /assets/applyList: the user's subscriptions with their states (spec §2, §3, §4), 20 a page. */
export function ApplyListPage() {
  const { t } = useTranslation(['history', 'app']);
  const [status, setStatus] = useState<SubscriptionRecordStatus | null>(null);
  const { page, setPage, request: paging, pageOf } = useListPage({ filter: status });
  const request: SubscriptionRecordListRequest = { ...paging, ...(status ? { status } : {}) };
  const query = useListSubscriptionRecords(request);
  const list = pageOf(query.data);

  return (
    <HistoryPage title={t('app:titles.assets.applyList')}>
      <Select
        label={t('history:subscriptions.statusFilter')}
        placeholder={t('history:subscriptions.allStatuses')}
        data={SUBSCRIPTION_STATUSES.map((value) => ({
          value,
          label: t(`history:subscriptions.statuses.${value}`),
        }))}
        value={status}
        onChange={(value) => setStatus(value as SubscriptionRecordStatus | null)}
        clearable
        w={220}
      />
      <QueryState query={query} failedTitle={t('history:loadFailed')} count={list?.items.length ?? 0}>
        {list && (
          <Stack gap="md">
            <SubscriptionTable rows={list.items} />
            <ListPager total={list.total} pageSize={list.pageSize} page={page} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </HistoryPage>
  );
}
