import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Last resort for a screen that threw: say so and offer a reload instead of a blank page. */
export function RouteErrorScreen() {
  const { t } = useTranslation('app');
  return (
    <Container component="main" size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>{t('error.title')}</Title>
        <Text c="dimmed">{t('error.body')}</Text>
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
      </Stack>
    </Container>
  );
}
