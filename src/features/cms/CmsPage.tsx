import { Grid } from '@mantine/core';
import { useParams } from 'react-router';
import { useListCmsArticles } from '@generated/hooks/content/content';
import type { CmsListRequest } from '@generated/models';
import { useListPage } from '@/kit/lists/use-list-page';
import { CmsArticleList } from './CmsArticleList';
import { CmsArticleView } from './CmsArticleView';
import { CmsNotFound } from './CmsNotFound';

// Article ids are positive integers (contract CmsArticle.id): any other id names no article.
const ARTICLE_ID = /^[1-9][0-9]{0,15}$/;

/**
 * /cms/{id} (public, spec §2): the article beside the list of articles. The id is optional: without one
 * the newest article of the list is shown.
 */
export function CmsPage() {
  const { id } = useParams();
  const { request, pageOf, setPage } = useListPage();
  // cms/list spells the page size `pagesize` (api-family.md "content").
  const cmsRequest = { page: request.page, pagesize: request.pageSize } satisfies CmsListRequest;
  const listQuery = useListCmsArticles(cmsRequest);
  const list = pageOf(listQuery.data);
  const shownId = id === undefined ? list?.items[0]?.id : ARTICLE_ID.test(id) ? Number(id) : null;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        {shownId === null && <CmsNotFound />}
        {typeof shownId === 'number' && <CmsArticleView key={shownId} id={shownId} />}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <CmsArticleList query={listQuery} list={list} currentId={shownId ?? undefined} onPage={setPage} />
      </Grid.Col>
    </Grid>
  );
}
