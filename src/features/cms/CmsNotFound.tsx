import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';

/** "No such article" with a way back to the list (getCmsArticle CMS_ARTICLE_NOT_FOUND). */
export function CmsNotFound() {
  const { t } = useTranslation('cms');
  const to = useLocalizedPath();
  return (
    <Alert color="yellow" role="alert" title={t('notFound.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('notFound.text')}</Text>
        <Anchor component={Link} to={to('cms')}>
          {t('notFound.toList')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
