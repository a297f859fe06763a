import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGetUnreadMessageCount } from '@generated/hooks/message/message';

const ONE_MINUTE = 60_000;

/** Unread message count of spec §3 "Messages", shown on a bell for logged-in users. */
export function MessageBadge() {
  const { t } = useTranslation('app');
  const answer = useGetUnreadMessageCount(
    {},
    { 'exchange-auto': '1' },
    { query: { refetchInterval: ONE_MINUTE, retry: false } },
  );
  const count = answer.data?.data?.noReadMsgCount ?? 0;
  const label = count > 0 ? t('header.unreadMessages', { count }) : t('header.messages');
  return (
    <Indicator label={count > 99 ? '99+' : count} size={16} disabled={count === 0} offset={4}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
}
