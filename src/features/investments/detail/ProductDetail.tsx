import { Anchor, Grid, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetInvestmentProduct } from '@generated/hooks/investments/investments';
import { isApiError } from '@/api/api-error';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { useSession } from '@/api/session/session-context';
import { useLocalizedPath } from '@/i18n';
import { QueryState } from '@/kit/query-state/QueryState';
import { MyRecords } from './MyRecords';
import { ProductFacts } from './ProductFacts';
import { ProductFaq } from './ProductFaq';
import { ProductFiles } from './ProductFiles';
import { ProductHeader } from './ProductHeader';
import { ProductTeam } from './ProductTeam';
import { SubscribePanel } from './SubscribePanel';

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

/** One product with every field of spec §3, the invest box and, for a signed-in user, their records. */
export function ProductDetail({ symbol }: { symbol: string }) {
  const { t } = useTranslation('investments');
  const { isLogin } = useSession();
  const query = useGetInvestmentProduct({ symbol }, { query: { meta: SHOWS_OWN_ERRORS, retry: false } });
  if (isApiError(query.error) && query.error.code === PRODUCT_NOT_FOUND) return <NotFound />;
  const product = query.data?.data;
  return (
    <QueryState query={query} failedTitle={t('investments:state.loadFailed')}>
      {product && (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xl">
              <ProductHeader product={product} />
              {/* Only the open tab is mounted, so the user's records are asked for when opened. */}
              <Tabs defaultValue="facts" keepMounted={false}>
                <Tabs.List>
                  <Tabs.Tab value="facts">{t('detail.tabs.facts')}</Tabs.Tab>
                  <Tabs.Tab value="team">{t('detail.tabs.team')}</Tabs.Tab>
                  <Tabs.Tab value="files">{t('detail.tabs.files')}</Tabs.Tab>
                  <Tabs.Tab value="faq">{t('detail.tabs.faq')}</Tabs.Tab>
                  {isLogin && <Tabs.Tab value="records">{t('detail.tabs.records')}</Tabs.Tab>}
                </Tabs.List>
                <Tabs.Panel value="facts" pt="md">
                  <ProductFacts product={product} />
                </Tabs.Panel>
                <Tabs.Panel value="team" pt="md">
                  <ProductTeam members={product.companyMembers} />
                </Tabs.Panel>
                <Tabs.Panel value="files" pt="md">
                  <ProductFiles documents={product.documents} videos={product.videos} />
                </Tabs.Panel>
                <Tabs.Panel value="faq" pt="md">
                  <ProductFaq faq={product.faq} />
                </Tabs.Panel>
                {isLogin && (
                  <Tabs.Panel value="records" pt="md">
                    <MyRecords symbol={product.symbol} />
                  </Tabs.Panel>
                )}
              </Tabs>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <SubscribePanel product={product} />
          </Grid.Col>
        </Grid>
      )}
    </QueryState>
  );
}
