import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateApiKey,
  useDeleteApiKey,
  useListApiKeys,
  getListApiKeysQueryKey,
} from '@generated/hooks/profile/profile';
import type { ApiKeyCreated } from '@generated/models';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { toPage } from '@/api/pagination';
import { READABLE_ALERT } from '@/ui/alert-styles';
import { PersonalPage } from '@/ui/PersonalPage';
import { ListState } from '../shared/ListState';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { ApiKeyForm } from './ApiKeyForm';
import { ApiKeyList } from './ApiKeyList';
import { MAX_API_KEYS } from './api-key-limits';
import { EditApiKey } from './EditApiKey';
import { SecretOnce } from './SecretOnce';

const LIST_REQUEST = { page: 1, pageSize: 20 };

type Mode =
  | { kind: 'list' }
  | { kind: 'create' }
  | { kind: 'edit'; id: number }
  | { kind: 'created'; key: ApiKeyCreated };

/** /personal/apiKeys: up to 5 keys, each with a note and up to 5 IPs; the secret shown once (spec §5, §9). */
export function ApiKeysPage() {
  const { t } = useTranslation('records');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const query = useListApiKeys(LIST_REQUEST, { query: { meta: SHOWS_OWN_ERRORS } });
  const create = useCreateApiKey({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const remove = useDeleteApiKey({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const invalidate = useInvalidate();
  const keys = query.data?.data ? toPage(query.data.data, LIST_REQUEST).items : [];
  const full = keys.length >= MAX_API_KEYS;
  const backToList = () => {
    setMode({ kind: 'list' });
    void invalidate(getListApiKeysQueryKey);
  };

  return (
    <PersonalPage page="apiKeys">
      {mode.kind === 'created' && <SecretOnce created={mode.key} onDone={() => setMode({ kind: 'list' })} />}
      {mode.kind === 'create' && (
        <ApiKeyForm
          title={t('apiKeys.createTitle')}
          submitLabel={t('apiKeys.create')}
          onCancel={() => setMode({ kind: 'list' })}
          submit={async (data) => {
            const answer = await create.mutateAsync({ data });
            void invalidate(getListApiKeysQueryKey);
            if (answer.data) setMode({ kind: 'created', key: answer.data });
          }}
        />
      )}
      {mode.kind === 'edit' && <EditApiKey id={mode.id} onDone={backToList} />}
      {mode.kind === 'list' && (
        <Stack gap="md">
          {query.isSuccess &&
            (full ? (
              <Alert color="orange" styles={READABLE_ALERT} data-testid="api-key-limit">
                {t('apiKeys.limitReached', { max: MAX_API_KEYS })}
              </Alert>
            ) : (
              <Stack gap={4} align="flex-start">
                <Button onClick={() => setMode({ kind: 'create' })}>{t('apiKeys.create')}</Button>
                <Text size="xs" c="dimmed">
                  {t('apiKeys.limitHint', { count: keys.length, max: MAX_API_KEYS })}
                </Text>
              </Stack>
            ))}
          <ListState query={query} count={keys.length}>
            <ApiKeyList
              keys={keys}
              onEdit={(id) => setMode({ kind: 'edit', id })}
              onDelete={async (id) => {
                await remove.mutateAsync({ data: { id } });
                await invalidate(getListApiKeysQueryKey);
              }}
            />
          </ListState>
        </Stack>
      )}
    </PersonalPage>
  );
}
