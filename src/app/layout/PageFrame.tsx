import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A screen's title and body. */
export function PageFrame({ pageTitle, children }: { pageTitle: string; children: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t(pageTitle)}
      </Title>
      {children}
    </Stack>
  );
}
