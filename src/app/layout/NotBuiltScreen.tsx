import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';

/** Frame of a route whose screen arrives in a later issue: says so plainly instead of pretending. */
export function NotBuiltScreen({ pageTitle }: { pageTitle: string }) {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  return (
    <Stack gap="md" data-testid="screen-not-built">
      <Alert color="gray" variant="light" title={t('notBuilt.title')}>
        <Text size="sm">{t('notBuilt.body', { screen: t(pageTitle) })}</Text>
      </Alert>
      <Button component={Link} to={localize('')} variant="default" w="fit-content">
        {t('notBuilt.backHome')}
      </Button>
    </Stack>
  );
}
