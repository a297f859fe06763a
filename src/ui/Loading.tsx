import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A screen or panel still loading: a loader named for the reader, "Loading…" unless the screen says more. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Center py="xl">
      <Loader aria-label={label ?? t('common:loading')} />
    </Center>
  );
}
