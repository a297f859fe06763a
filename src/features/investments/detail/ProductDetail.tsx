import { Anchor, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetInvestmentProduct } from '@generated/hooks/investments/investments';
import { isApiError } from '@/api/api-error';
import { useLocalizedPath } from '@/i18n';
import { QueryState } from '@/kit/query-state/QueryState';
import { usePhoneWidth } from '@/ui/use-phone-width';
import { ProductHeader } from './ProductHeader';
import { ProductTabs } from './ProductTabs';
import { SubscribePanel } from './SubscribePanel';
import { SectionBoundary } from '@/kit/boundary/SectionBoundary';

const PRODUCT_NOT_FOUND = 'PRODUCT_NOT_FOUND';

function NotFound() {
  const { t } = useTranslation('investments');
  const localize = useLocalizedPath();
  return (
    <Stack gap="sm" data-testid="product-not-found">
      <Text>{t('detail.notFound')}</Text>
      <Anchor component={Link} to={localize('investments')}>
        {t('detail.backToList')}
      </Anchor>
    </Stack>
  );
}

/** One product with every field of spec §3, the invest box and, for a signed-in user, their records. At
 * phone width (spec §1) the invest box follows the name and key figures, before the long details. */
export function ProductDetail({ symbol }: { symbol: string }) {
  const { t } = useTranslation('investments');
  const phone = usePhoneWidth();
  const query = useGetInvestmentProduct({ symbol }, { query: { retry: false } });
  if (isApiError(query.error) && query.error.code === PRODUCT_NOT_FOUND) return <NotFound />;
  const product = query.data?.data;
  return (
    <QueryState query={query} failedTitle={t('investments:state.loadFailed')}>
      {product &&
        (phone ? (
          <Stack gap="xl">
            <SectionBoundary>
              <ProductHeader product={product} />
            </SectionBoundary>
            <SectionBoundary>
              <SubscribePanel product={product} />
            </SectionBoundary>
            <SectionBoundary>
              <ProductTabs product={product} />
            </SectionBoundary>
          </Stack>
        ) : (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="xl">
                <SectionBoundary>
                  <ProductHeader product={product} />
                </SectionBoundary>
                <SectionBoundary>
                  <ProductTabs product={product} />
                </SectionBoundary>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <SectionBoundary>
                <SubscribePanel product={product} />
              </SectionBoundary>
            </Grid.Col>
          </Grid>
        ))}
    </QueryState>
  );
}
