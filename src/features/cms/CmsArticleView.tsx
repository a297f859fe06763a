import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetCmsArticle } from '@generated/hooks/content/content';
import { isApiError } from '@/api/api-error';
import { formatDateTime } from '@/lib/date-time';
import { EMPTY_DISPLAY } from '@/lib/display-format';
import { CmsNotFound } from './CmsNotFound';
import { QueryState } from '@/kit/query-state/QueryState';
import { SafeHtml } from './SafeHtml';

const NOT_FOUND = 'CMS_ARTICLE_NOT_FOUND';

/** One article: title, dates and its body through the sanitiser (spec §2 /cms/{id}). */
export function CmsArticleView({ id }: { id: number }) {
  const { t } = useTranslation('cms');
  const query = useGetCmsArticle({ id });
  if (query.isError && isApiError(query.error) && query.error.code === NOT_FOUND) return <CmsNotFound />;
  const article = query.data?.data;
  return (
    <QueryState query={query} failedTitle={t('cms:loadFailed')}>
      {article && (
        <Stack gap="md" component="article">
          <Title order={1}>{article.title?.trim() || t('list.untitled', { id })}</Title>
          {article.updateTime !== undefined && (
            <Text size="sm" c="dimmed">
              {t('updated', { time: formatDateTime(article.updateTime) })}
            </Text>
          )}
          {article.htmlContent ? <SafeHtml html={article.htmlContent} /> : <Text>{EMPTY_DISPLAY}</Text>}
        </Stack>
      )}
    </QueryState>
  );
}
