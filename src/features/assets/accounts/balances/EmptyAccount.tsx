import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An account that holds nothing: "no data" (spec §8) and the way to the funding guide. */
export function EmptyAccount({ onGuide }: { onGuide: () => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  return (
    <Stack align="center" gap="sm" py="xl" data-testid="no-data">
      <Text c="dimmed">{t('common:noData')}</Text>
      <Text size="sm">{t('empty.hint')}</Text>
      <Button variant="light" onClick={onGuide}>
        {t('guide.open')}
      </Button>
    </Stack>
  );
}
