import { Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListInvestmentProducts } from '@generated/hooks/investments/investments';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { DEFAULT_PAGE_SIZE, toPage } from '@/api/pagination';
import { QueryState } from '../shared/QueryState';
import { filtersFrom, type ListFilters, paramsFor, requestFor } from './list-filters';
import { ListFilterBar } from './ListFilterBar';
import { ProductCard } from './ProductCard';

/** /investments (public, spec §2): the products by category and state, a page at a time. */
export function InvestmentsPage() {
  const { t } = useTranslation('investments');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [page, setPage] = useState(1);
  const request = { ...requestFor(filters), page, pageSize: DEFAULT_PAGE_SIZE };
  const query = useListInvestmentProducts(request, { query: { meta: SHOWS_OWN_ERRORS } });
  const list = query.data?.data ? toPage(query.data.data, request) : undefined;
  const pages = list ? Math.ceil(list.total / list.pageSize) : 0;

  const changeFilters = (next: ListFilters) => {
    setPage(1);
    setParams(paramsFor(next), { replace: true });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('list.title')}</Title>
        <Text c="dimmed">{t('list.intro')}</Text>
      </Stack>
      <ListFilterBar filters={filters} onChange={changeFilters} />
      <QueryState query={query} count={list?.items.length ?? 0}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {list?.items.map((product) => (
            <ProductCard key={product.symbol} product={product} />
          ))}
        </SimpleGrid>
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} siblings={1} boundaries={1} />
          </Group>
        )}
      </QueryState>
    </Stack>
  );
}
