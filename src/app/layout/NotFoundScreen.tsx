import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import { useDocumentTitle } from './use-document-title';

export function NotFoundScreen() {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  useDocumentTitle('titles.notFound');
  return (
    <Stack gap="md" py="xl" align="flex-start" data-testid="not-found">
      <Title order={1}>{t('titles.notFound')}</Title>
      <Text>{t('notFound.body')}</Text>
      <Button component={Link} to={localize('')}>
        {t('notFound.backHome')}
      </Button>
    </Stack>
  );
}
