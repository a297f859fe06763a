import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useListBlacklist,
  useRemoveFromBlacklist,
  getListBlacklistQueryKey,
} from '@generated/hooks/profile/profile';
import type { BlacklistEntry } from '@generated/models';
import { formatText } from '@/lib/display-format';
import { PersonalPage } from '@/ui/PersonalPage';
import { ResponsiveTable } from '@/ui/ResponsiveTable';
import type { TableColumn } from '@/ui/table-column';
import { useDescribeError } from '@/api/use-query-load';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { formatDateTime } from '@/lib/date-time';
import { ListPager } from '@/ui/ListPager';
import { QueryState } from '@/kit/query-state/QueryState';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { useListPage } from '@/kit/lists/use-list-page';

/** /personal/blacklist: counterparties the user has blocked, each with unblock. */
export function BlacklistPage() {
  const { t } = useTranslation('records');
  const { request, pageOf, setPage } = useListPage();
  const query = useListBlacklist(request);
  const remove = useRemoveFromBlacklist();
  const invalidate = useInvalidate();
  const describeError = useDescribeError();
  const list = pageOf(query.data);
  const columns: TableColumn<BlacklistEntry>[] = [
    { key: 'nickName', header: t('blacklist.nickName'), cell: (entry) => formatText(entry.nickName) },
    { key: 'uid', header: t('blacklist.uid'), cell: (entry) => formatText(entry.uid) },
    { key: 'blockTime', header: t('blacklist.blockTime'), cell: (entry) => formatDateTime(entry.blockTime) },
    {
      key: 'action',
      header: t('blacklist.action'),
      card: 'actions',
      // An entry the answer gives no uid for cannot be unblocked (removeFromBlacklist takes the uid).
      cell: (entry) =>
        entry.uid === undefined ? null : (
          <Group>
            <ConfirmButton
              label={t('blacklist.unblock')}
              describeError={describeError}
              question={t('blacklist.unblockQuestion', { name: entry.nickName || String(entry.uid) })}
              onConfirm={async () => {
                await remove.mutateAsync({ data: { uid: entry.uid } });
                await invalidate(getListBlacklistQueryKey);
              }}
            />
          </Group>
        ),
    },
  ];
  return (
    <PersonalPage page="blacklist">
      <Text size="sm" c="dimmed">
        {t('blacklist.intro')}
      </Text>
      <QueryState query={query} count={list?.items.length ?? 0}>
        {list && (
          <Stack gap="md">
            <ResponsiveTable
              rows={list.items}
              columns={columns}
              rowKey={(entry) => entry.uid}
              minWidth={420}
              rowTestId="blacklist-row"
            />
            <ListPager total={list.total} pageSize={list.pageSize} page={list.page} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </PersonalPage>
  );
}
