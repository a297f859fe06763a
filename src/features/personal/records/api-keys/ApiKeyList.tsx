import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@generated/models';
import { formatText } from '@/lib/display-format';
import { EditDeleteButtons } from '../shared/EditDeleteButtons';
import { formatDateTime } from '@/lib/date-time';
import { RecordCards } from '../shared/RecordCards';

export interface ApiKeyListProps {
  keys: ApiKey[];
  onEdit: (id: number) => void;
  onDelete: (id: number) => Promise<unknown>;
}

/** Bound IPs as listed: "none" only when the answer says so (an empty list), '--' when it does not say. */
const ipsText = (ip: string | undefined, none: string) => (ip === '' ? none : formatText(ip));

/** The user's keys without secrets: note, access key, bound IPs, creation time; '--' for what is absent. */
export function ApiKeyList({ keys, onEdit, onDelete }: ApiKeyListProps) {
  const { t } = useTranslation(['records', 'common']);
  return (
    <RecordCards
      records={keys}
      testId="api-key-row"
      details={(key) => (
        <>
          <Text fw={600}>{formatText(key.label)}</Text>
          <Text size="sm">
            {t('records:apiKeys.accessKey')}: {formatText(key.apiKey)}
          </Text>
          <Text size="sm">
            {t('records:apiKeys.ips')}: {ipsText(key.ip, t('records:apiKeys.noIps'))}
          </Text>
          <Text size="xs" c="dimmed">
            {t('records:apiKeys.created', { time: formatDateTime(key.createTime) })}
          </Text>
        </>
      )}
      actions={(key) =>
        // A key the answer gives no id for cannot be edited or deleted (spec §7 open_api_one takes the id).
        key.id === undefined ? null : (
          <EditDeleteButtons
            onEdit={() => onEdit(key.id)}
            deleteQuestion={t('records:apiKeys.deleteQuestion', { label: formatText(key.label) })}
            onDelete={() => onDelete(key.id)}
          />
        )
      }
    />
  );
}
