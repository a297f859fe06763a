import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A captcha that did not load or start, with a retry (spec §8). */
export function CaptchaFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('verification');
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="red" role="alert">
        {t('captcha.scriptFailed')}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('captcha.retry')}
      </Button>
    </Stack>
  );
}
