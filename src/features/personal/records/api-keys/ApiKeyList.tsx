import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@generated/models';
import { EditDeleteButtons } from '../shared/EditDeleteButtons';
import { formatTime } from '../shared/format-time';
import { RecordCards } from '../shared/RecordCards';

export interface ApiKeyListProps {
  keys: ApiKey[];
  onEdit: (id: number) => void;
  onDelete: (id: number) => Promise<unknown>;
}

/** The user's keys without secrets: note, access key, bound IPs, creation time. */
export function ApiKeyList({ keys, onEdit, onDelete }: ApiKeyListProps) {
  const { t } = useTranslation(['records', 'common']);
  return (
    <RecordCards
      records={keys}
      testId="api-key-row"
      details={(key) => (
        <>
          <Text fw={600}>{key.label}</Text>
          <Text size="sm">
            {t('records:apiKeys.accessKey')}: {key.apiKey}
          </Text>
          <Text size="sm">
            {t('records:apiKeys.ips')}: {key.ip || t('records:apiKeys.noIps')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('records:apiKeys.created', { time: formatTime(key.createTime) })}
          </Text>
        </>
      )}
      actions={(key) => (
        <EditDeleteButtons
          onEdit={() => onEdit(key.id)}
          deleteQuestion={t('records:apiKeys.deleteQuestion', { label: key.label })}
          onDelete={() => onDelete(key.id)}
        />
      )}
    />
  );
}
