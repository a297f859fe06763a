import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface HistoryPageProps {
  title: string;
  /** What the page offers beside its title (a new deposit, an export). */
  action?: ReactNode;
  children: ReactNode;
}

/** A records page of the assets section: its title (with its action beside it) above its lists. */
export function HistoryPage({ title, action, children }: HistoryPageProps) {
  const heading = (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
  return (
    <Stack gap="lg" maw={1080}>
      {action ? (
        <Group justify="space-between" align="flex-end">
          {heading}
          {action}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
}
