import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@/ui/PageIntro';

export interface PageFrameProps {
  /** An `app` namespace key (route meta). */
  pageTitle: string;
  /** A key with its namespace (route meta), shown once its namespace is loaded: before hydration it is
   * (main.tsx loads the screen's translations first); a visitor opening the route from a link may be
   * sent to log in before it is. */
  pageIntro?: string;
  children: ReactNode;
}

/** A screen's title, its intro if it has one, and its body. */
export function PageFrame({ pageTitle, pageIntro, children }: PageFrameProps) {
  const { t, i18n } = useTranslation('app');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t(pageTitle)}
      </Title>
      {pageIntro && i18n.exists(pageIntro) && <PageIntro text={t(pageIntro)} />}
      {children}
    </Stack>
  );
}
