import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useCreateApiKey,
  useDeleteApiKey,
  useListApiKeys,
  getListApiKeysQueryKey,
} from '@generated/hooks/profile/profile';
import type { ApiKeyCreated } from '@generated/models';
import { PersonalPage } from '@/ui/PersonalPage';
import { firstPage, rowsOf } from '@/kit/lists/first-page';
import { QueryState } from '@/kit/query-state/QueryState';
import { useRecordModes } from '@/kit/records/use-record-modes';
import { ApiKeyForm } from './ApiKeyForm';
import { ApiKeyList } from './ApiKeyList';
import { MAX_API_KEYS } from './api-key-limits';
import { EditApiKey } from './EditApiKey';
import { SecretOnce } from './SecretOnce';

// At most 5 keys (spec §9): the first page holds them all.
const LIST_REQUEST = firstPage();

/** After a create, the new key's secret, shown once. */
type Created = { kind: 'created'; key: ApiKeyCreated };

/** /personal/apiKeys: up to 5 keys, each with a note and up to 5 IPs; the secret shown once (spec §5, §9). */
export function ApiKeysPage() {
  const { t } = useTranslation('records');
  const { mode, showList, showAdd, showEdit, show, refresh } = useRecordModes<number, Created>(
    getListApiKeysQueryKey,
  );
  const query = useListApiKeys(LIST_REQUEST);
  const create = useCreateApiKey();
  const remove = useDeleteApiKey();
  const keys = rowsOf(query.data, LIST_REQUEST);
  const full = keys.length >= MAX_API_KEYS;
  const backToList = () => {
    showList();
    void refresh();
  };

  return (
    <PersonalPage page="apiKeys">
      {mode.kind === 'created' && <SecretOnce created={mode.key} onDone={showList} />}
      {mode.kind === 'add' && (
        <ApiKeyForm
          title={t('apiKeys.createTitle')}
          submitLabel={t('apiKeys.create')}
          adding
          onCancel={showList}
          submit={async (data) => {
            const answer = await create.mutateAsync({ data });
            void refresh();
            if (answer.data) show({ kind: 'created', key: answer.data });
          }}
        />
      )}
      {mode.kind === 'edit' && <EditApiKey id={mode.record} onDone={backToList} />}
      {mode.kind === 'list' && (
        <Stack gap="md">
          {query.isSuccess &&
            (full ? (
              <Alert color="orange" data-testid="api-key-limit">
                {t('apiKeys.limitReached', { max: MAX_API_KEYS })}
              </Alert>
            ) : (
              <Stack gap={4} align="flex-start">
                <Button onClick={showAdd}>{t('apiKeys.create')}</Button>
                <Text size="xs" c="dimmed">
                  {t('apiKeys.limitHint', { count: keys.length, max: MAX_API_KEYS })}
                </Text>
              </Stack>
            ))}
          <QueryState query={query} count={keys.length}>
            <ApiKeyList
              keys={keys}
              onEdit={showEdit}
              onDelete={async (id) => {
                await remove.mutateAsync({ data: { id } });
                await refresh();
              }}
            />
          </QueryState>
        </Stack>
      )}
    </PersonalPage>
  );
}
