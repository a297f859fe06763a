import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface NoDataProps {
  py?: 'lg' | 'xl' | 0;
  /** What the reader can do about it (e.g. the way to the funding guide), under the label. */
  children?: ReactNode;
}

/** An empty list or section: the "no data" label of spec §8 ("Empty lists show a no data label"). */
export function NoData({ py = 'xl', children }: NoDataProps) {
  const { t } = useTranslation('common');
  if (children === undefined)
    return (
      <Text c="dimmed" ta="center" py={py} size={py === 0 ? 'sm' : undefined} data-testid="no-data">
        {t('common:noData')}
      </Text>
    );
  return (
    <Stack align="center" gap="sm" py={py} data-testid="no-data">
      <Text c="dimmed">{t('common:noData')}</Text>
      {children}
    </Stack>
  );
}
