import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetUnreadMessageCount,
  useListUserMessages,
  useMarkMessageRead,
  getGetUnreadMessageCountQueryKey,
  getListUserMessagesQueryKey,
} from '@generated/hooks/message/message';
import { describeApiError } from '@/api/describe-error';
import { PersonalPage } from '@/ui/PersonalPage';
import { ListPager } from '@/ui/ListPager';
import { QueryState } from '@/kit/query-state/QueryState';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { useListPage } from '@/kit/lists/use-list-page';
import { MessageRow } from './MessageRow';

/** /personal/messages: the user's messages with the unread count; opening one marks it read (spec §3). */
export function MessagesPage() {
  const { t } = useTranslation(['records', 'common']);
  const [markError, setMarkError] = useState<string | null>(null);
  const { request, pageOf, setPage } = useListPage();
  const query = useListUserMessages(request);
  // The header's count query (same key): no second request.
  const count = useGetUnreadMessageCount({}, { 'exchange-auto': '1' }, { query: { retry: false } });
  const markRead = useMarkMessageRead();
  const invalidate = useInvalidate();
  const list = pageOf(query.data);
  const unread = count.data?.data?.noReadMsgCount;
  const open = async (id: number) => {
    setMarkError(null);
    try {
      await markRead.mutateAsync({ data: { id } });
    } catch (error) {
      setMarkError(describeApiError(error, (key) => t(key)));
    } finally {
      // A failed mark leaves the message unread: the refreshed list says so.
      await invalidate(getListUserMessagesQueryKey, getGetUnreadMessageCountQueryKey);
    }
  };
  return (
    <PersonalPage page="messages">
      {unread !== undefined && (
        <Text size="sm" data-testid="unread-count">
          {t('messages.unreadCount', { count: unread })}
        </Text>
      )}
      {markError && (
        <Alert color="red" role="alert" title={t('records:messages.markFailed')}>
          {markError}
        </Alert>
      )}
      <QueryState query={query} count={list?.items.length ?? 0}>
        {list && (
          <Stack gap="sm">
            {list.items.map((message) => (
              <MessageRow key={message.id} message={message} onOpen={() => void open(message.id)} />
            ))}
            <ListPager total={list.total} pageSize={list.pageSize} page={list.page} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </PersonalPage>
  );
}
