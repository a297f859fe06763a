import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { READABLE_ALERT } from '@/ui/alert-styles';

/** A withdrawal accepted: pending review, processed manually within 24 hours (spec §4, §9). */
export function Submitted({ onAgain, onRecords }: { onAgain: () => void; onRecords: () => void }) {
  const { t } = useTranslation('withdraw');
  return (
    <Alert
      color="green"
      styles={READABLE_ALERT}
      title={t('submitted.title')}
      data-testid="withdraw-submitted"
    >
      <Stack gap="sm">
        {t('submitted.body')}
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onRecords}>
            {t('submitted.records')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onAgain}>
            {t('submitted.again')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
