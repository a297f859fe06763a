import { Box, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListInvestmentProducts } from '@generated/hooks/investments/investments';
import { QueryState } from '@/kit/query-state/QueryState';
import { useListPage } from '@/kit/lists/use-list-page';
import { filtersFrom, type ListFilters, paramsFor, requestFor } from './list-filters';
import { ListFilterBar } from './ListFilterBar';
import { ProductCard } from './ProductCard';

// The page buttons are a chunk of their own, loaded only when a list has a second page (the budgeted page).
const ListPager = lazy(() => import('@/ui/ListPager').then((module) => ({ default: module.ListPager })));
// Cards side by side as wide as they fit (a CSS grid: no grid component in the budgeted page).
const CARD_GRID = {
  display: 'grid',
  gap: 'var(--mantine-spacing-lg)',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
} as const;

/** /investments (public, spec §2): the products by category and state, a page at a time. */
export function InvestmentsPage() {
  const { t } = useTranslation('investments');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { page, setPage, request: paging, pageOf } = useListPage({ filter: filters });
  const request = { ...requestFor(filters), ...paging };
  const query = useListInvestmentProducts(request);
  const list = pageOf(query.data);
  const pages = list ? Math.ceil(list.total / list.pageSize) : 0;

  const changeFilters = (next: ListFilters) => setParams(paramsFor(next), { replace: true });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.intro')}</Text>
      </Stack>
      <ListFilterBar filters={filters} onChange={changeFilters} />
      <QueryState
        query={query}
        failedTitle={t('investments:state.loadFailed')}
        count={list?.items.length ?? 0}
      >
        <Box style={CARD_GRID}>
          {list?.items.map((product) => (
            <ProductCard key={product.symbol} product={product} />
          ))}
        </Box>
        {list && pages > 1 && (
          <Suspense>
            <ListPager total={list.total} pageSize={list.pageSize} page={page} onChange={setPage} />
          </Suspense>
        )}
      </QueryState>
    </Stack>
  );
}
