import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetApiKey, useUpdateApiKey } from '@generated/hooks/profile/profile';
import { QueryState } from '@/kit/query-state/QueryState';
import { ApiKeyForm } from './ApiKeyForm';

/**
 * Edits one key's note and IPs, loaded with getApiKey (a missing key shows the server's message). An update
 * replaces the key's IPs with what it sends, so a key answered without its IP list is not offered for editing.
 */
export function EditApiKey({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation('records');
  const query = useGetApiKey({ id });
  const update = useUpdateApiKey();
  const key = query.data?.data;
  return (
    <QueryState query={query} count={key ? 1 : 0}>
      {key && key.ip === undefined && (
        <Stack gap="sm" align="flex-start">
          <Alert color="orange" role="alert" data-testid="api-key-ips-unavailable">
            {t('apiKeys.ipsUnavailable')}
          </Alert>
          <Button variant="default" onClick={onDone}>
            {t('common:back')}
          </Button>
        </Stack>
      )}
      {key && key.ip !== undefined && (
        <ApiKeyForm
          title={t('apiKeys.editTitle')}
          submitLabel={t('apiKeys.save')}
          initial={{ label: key.label, ip: key.ip || undefined }}
          onCancel={onDone}
          submit={async (data) => {
            await update.mutateAsync({ data: { ...data, id } });
            onDone();
          }}
        />
      )}
    </QueryState>
  );
}
