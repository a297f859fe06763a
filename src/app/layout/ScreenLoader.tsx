import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a route shows while its screen's code and translations load. */
export function ScreenLoader() {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" role="status" aria-label={t('loading')}>
      <Loader size="sm" />
    </Center>
  );
}
