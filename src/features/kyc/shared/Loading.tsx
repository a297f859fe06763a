import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation('kyc');
  return (
    <Center py="xl">
      <Loader aria-label={t('screen.loading')} />
    </Center>
  );
}
