import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last resort for a screen that threw: say so and offer a reload instead of a blank page. */
export function RouteErrorScreen() {
  const { t } = useTranslation('app');
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>{t('error.title')}</Title>
        <Text c="dimmed">{error instanceof Error ? error.message : null}</Text>
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
      </Stack>
    </Container>
  );
}
