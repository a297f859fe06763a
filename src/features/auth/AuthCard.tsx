import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The centred card of the access pages (login, register, reset password). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Group justify="center" py="xl">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={460}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Card>
    </Group>
  );
}
