import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGetUnreadMessageCount } from '@generated/hooks/message/message';
import { useLocalizedPath } from '@/i18n';
import { personalPath } from '@/lib/app-paths';

const ONE_MINUTE = 60_000;

/**
 * Unread message count of spec §3 "Messages", shown on a bell for logged-in users. A failed count marks
 * the bell (not a toast every minute) and is asked again with the next refresh. The bell opens the messages.
 */
export function MessageBadge() {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const answer = useGetUnreadMessageCount(
    {},
    { 'exchange-auto': '1' },
    { query: { refetchInterval: ONE_MINUTE, retry: false } },
  );
  const failed = answer.isError;
  const count = answer.data?.data?.noReadMsgCount ?? 0;
  const label = failed
    ? t('header.messagesUnavailable')
    : count > 0
      ? t('header.unreadMessages', { count })
      : t('header.messages');
  return (
    <Indicator
      label={failed ? '!' : count > 99 ? '99+' : count}
      color={failed ? 'gray' : undefined}
      size={16}
      disabled={!failed && count === 0}
      offset={4}
    >
      <ActionIcon
        onClick={() => void navigate(localize(personalPath('messages')))}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
      >
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
}
