import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserMessageRecord } from '@generated/models';
import { formatDateTime } from '@/lib/date-time';

// Contract MessageReadStatus: 1 unread, 2 read.
export const isUnread = (message: Pick<UserMessageRecord, 'status'>) => message.status === 1;

/** One message: unread ones stand out; opening one shows its text and marks it read. */
export function MessageRow({ message, onOpen }: { message: UserMessageRecord; onOpen: () => void }) {
  const { t } = useTranslation('records');
  const [open, setOpen] = useState(false);
  const unread = isUnread(message);
  return (
    <Card withBorder padding="sm" data-testid="message-row" data-unread={unread}>
      <UnstyledButton
        aria-expanded={open}
        onClick={() => {
          setOpen((value) => !value);
          if (unread) onOpen();
        }}
        style={{ width: '100%' }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={unread ? 700 : 400} truncate>
              {message.title || message.messageContent}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(message.ctime)}
            </Text>
          </Stack>
          <Badge color={unread ? 'red' : 'gray'} variant={unread ? 'filled' : 'light'}>
            {t(unread ? 'messages.unread' : 'messages.read')}
          </Badge>
        </Group>
      </UnstyledButton>
      {open && (
        <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.messageContent}
        </Text>
      )}
    </Card>
  );
}
