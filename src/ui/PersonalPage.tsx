import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from './PageIntro';

/** A personal-centre screen: its route title (app:titles.personal.<page>), its intro if it has one, and body. */
export function PersonalPage({
  page,
  intro,
  children,
}: {
  page: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('app');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t(`titles.personal.${page}`)}
      </Title>
      {intro && <PageIntro text={intro} />}
      {children}
    </Stack>
  );
}
