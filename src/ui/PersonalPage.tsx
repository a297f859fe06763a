import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A personal-centre screen: its route title (app:titles.personal.<page>) and body. */
export function PersonalPage({ page, children }: { page: string; children: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t(`titles.personal.${page}`)}
      </Title>
      {children}
    </Stack>
  );
}
