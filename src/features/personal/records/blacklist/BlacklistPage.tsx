import { Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useListBlacklist,
  useRemoveFromBlacklist,
  getListBlacklistQueryKey,
} from '@generated/hooks/profile/profile';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { toPage } from '@/api/pagination';
import { PersonalPage } from '@/ui/PersonalPage';
import { ConfirmButton } from '../shared/ConfirmButton';
import { formatTime } from '../shared/format-time';
import { ListPager } from '../shared/ListPager';
import { ListState } from '../shared/ListState';
import { useInvalidate } from '@/kit/cache/use-invalidate';

/** /personal/blacklist: counterparties the user has blocked, each with unblock. */
export function BlacklistPage() {
  const { t } = useTranslation('records');
  const [page, setPage] = useState(1);
  const request = { page, pageSize: 20 };
  const query = useListBlacklist(request, { query: { meta: SHOWS_OWN_ERRORS } });
  const remove = useRemoveFromBlacklist({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const invalidate = useInvalidate();
  const list = query.data?.data ? toPage(query.data.data, request) : undefined;
  return (
    <PersonalPage page="blacklist">
      <Text size="sm" c="dimmed">
        {t('blacklist.intro')}
      </Text>
      <ListState query={query} count={list?.items.length ?? 0}>
        {list && (
          <Stack gap="md">
            <Table.ScrollContainer minWidth={420}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('blacklist.nickName')}</Table.Th>
                    <Table.Th>{t('blacklist.uid')}</Table.Th>
                    <Table.Th>{t('blacklist.blockTime')}</Table.Th>
                    <Table.Th>{t('blacklist.action')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.items.map((entry) => (
                    <Table.Tr key={entry.uid} data-testid="blacklist-row">
                      <Table.Td>{entry.nickName || '--'}</Table.Td>
                      <Table.Td>{entry.uid}</Table.Td>
                      <Table.Td>{formatTime(entry.blockTime)}</Table.Td>
                      <Table.Td>
                        <Group>
                          <ConfirmButton
                            label={t('blacklist.unblock')}
                            question={t('blacklist.unblockQuestion', { name: entry.nickName || entry.uid })}
                            onConfirm={async () => {
                              await remove.mutateAsync({ data: { uid: entry.uid } });
                              await invalidate(getListBlacklistQueryKey);
                            }}
                          />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager page={list} onChange={setPage} />
          </Stack>
        )}
      </ListState>
    </PersonalPage>
  );
}
