import { NavLink, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CmsArticleSummary } from '@generated/models';
import type { Page } from '@/api/pagination';
import { useLocalizedPath } from '@/i18n';
import { formatDateTime } from '@/lib/date-time';
import { ListPager } from '@/ui/ListPager';
import { QueryState, type QueryStateProps } from '@/kit/query-state/QueryState';

export interface CmsArticleListProps {
  query: QueryStateProps['query'];
  list: Page<CmsArticleSummary> | undefined;
  currentId: number | undefined;
  onPage: (page: number) => void;
}

/** The articles, each linking to its page; the one shown is marked current. */
export function CmsArticleList({ query, list, currentId, onPage }: CmsArticleListProps) {
  const { t } = useTranslation('cms');
  const to = useLocalizedPath();
  return (
    <Stack gap="sm" component="nav" aria-label={t('list.title')}>
      <Title order={2} size="h4">
        {t('list.title')}
      </Title>
      <QueryState query={query} failedTitle={t('cms:loadFailed')} count={list?.items.length ?? 0}>
        {list && (
          <Stack gap={4}>
            {list.items.map((article) => (
              <NavLink
                key={article.id}
                component={Link}
                to={to(`cms/${article.id}`)}
                label={article.title?.trim() || t('list.untitled', { id: article.id })}
                description={
                  article.createTime === undefined ? undefined : formatDateTime(article.createTime)
                }
                variant="subtle"
                active={article.id === currentId}
                aria-current={article.id === currentId ? 'page' : undefined}
                data-testid="cms-row"
              />
            ))}
            <ListPager total={list.total} pageSize={list.pageSize} page={list.page} onChange={onPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
