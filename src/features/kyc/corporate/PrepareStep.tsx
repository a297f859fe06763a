import { Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ITEMS = ['documents', 'age', 'translation', 'owners', 'people', 'review'] as const;

/** Step "prepare": what to have ready (spec §5, §9: 12/3-month age, translations, 25 % owners, 15 days). */
export function PrepareStep({ onStart, busy }: { onStart: () => void; busy: boolean }) {
  const { t } = useTranslation('kyc');
  return (
    <Stack gap="md" align="flex-start">
      <Text>{t('wizard.prepare.intro')}</Text>
      <List size="sm" spacing="xs">
        {ITEMS.map((item) => (
          <List.Item key={item}>{t(`wizard.prepare.${item}`)}</List.Item>
        ))}
      </List>
      <Button onClick={onStart} loading={busy}>
        {t('wizard.prepare.start')}
      </Button>
    </Stack>
  );
}
