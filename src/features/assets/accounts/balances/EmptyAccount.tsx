import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoData } from '@/ui/NoData';

/** An account that holds nothing: "no data" (spec §8) and the way to the funding guide. */
export function EmptyAccount({ onGuide }: { onGuide: () => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  return (
    <NoData>
      <Text size="sm">{t('empty.hint')}</Text>
      <Button variant="light" onClick={onGuide}>
        {t('guide.open')}
      </Button>
    </NoData>
  );
}
