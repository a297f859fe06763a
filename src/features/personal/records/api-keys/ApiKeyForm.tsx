import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/forms/SchemaForm';
import { type ApiKeyData, apiKeyFormFor } from '@schemas/auth/api-key';
import { CODE_SCENES } from '@schemas/auth/code-scenes';
import { useCodeSenders } from '../../shared/use-code-senders';
import { useSecurityUser } from '../../shared/use-security-user';

export interface ApiKeyFormProps {
  title: string;
  submitLabel: string;
  /** The key's note and IPs when editing. */
  initial?: Partial<ApiKeyData>;
  /** Sends the key; a rejection keeps what was typed and shows the server's message. */
  submit: (data: ApiKeyData) => Promise<unknown>;
  onCancel: () => void;
}

/** Note (required), up to 5 IPs and the codes of the user's methods (schemas/auth/api-key.ts). */
export function ApiKeyForm({ title, submitLabel, initial, submit, onCancel }: ApiKeyFormProps) {
  const { t } = useTranslation(['records', 'common']);
  const { methods } = useSecurityUser();
  const form = useMemo(() => apiKeyFormFor(methods), [methods]);
  const senders = useCodeSenders(CODE_SCENES['api-key']);
  return (
    <Card withBorder padding="lg" maw={560}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Button variant="subtle" size="xs" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        </Group>
        <SchemaForm<ApiKeyData>
          id={form.id}
          schema={form.schema}
          uiSchema={form.uiSchema}
          customValidate={form.customValidate}
          formData={initial as ApiKeyData | undefined}
          keepDraft={false}
          formContext={senders.formContext}
          submitLabel={submitLabel}
          onSubmit={submit}
        />
      </Stack>
    </Card>
  );
}
