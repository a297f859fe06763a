import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiKeyCreated } from '@generated/models';
import { formatText } from '@/lib/display-format';
import { CopyValueButton } from '@/ui/CopyValueButton';
import { useFocusOnShow } from '@/ui/use-focus-on-show';

/** A value to copy; '--' and no copy button when the answer lacks it. */
function CopyField({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code style={{ wordBreak: 'break-all' }}>{formatText(value)}</Code>
        {value && <CopyValueButton value={value} label={label} />}
      </Group>
    </Stack>
  );
}

/** The new key's secret, shown this once only (the server never answers it again), with copy buttons. */
export function SecretOnce({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const { t } = useTranslation('records');
  // It takes the place of the form whose submit had the focus.
  const warning = useFocusOnShow<HTMLParagraphElement>();
  return (
    <Alert color="orange" title={t('apiKeys.createdTitle')} data-testid="secret-once">
      <Stack gap="md" align="flex-start">
        <Text size="sm" fw={600} role="alert" ref={warning} tabIndex={-1}>
          {t('apiKeys.secretWarning')}
        </Text>
        <CopyField label={t('apiKeys.accessKey')} value={created.apiKey} />
        <CopyField label={t('apiKeys.secretKey')} value={created.secretKey} />
        <Button onClick={onDone}>{t('apiKeys.secretSaved')}</Button>
      </Stack>
    </Alert>
  );
}
