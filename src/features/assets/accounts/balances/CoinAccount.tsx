// The charts' stylesheet comes with the screen's code (a signed-in page's first load asks for it), not with the
// chart's chunk, whose code would only be fetched once its stylesheet had loaded.
import '@mantine/charts/styles.css';
import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AssetBalancesEnvelope } from '@generated/models';
import type { QueryLike } from '@/api/use-query-load';
import { rowsOf } from '@/kit/lists/first-page';
import { QueryState } from '@/kit/query-state/QueryState';
import { lazyPart } from '@/ui/lazy-part';
import type { Money } from '../shared/use-money';
import { allocationOf } from './allocation';
import { AssetTable } from './AssetTable';
import { EmptyAccount } from './EmptyAccount';
import { SectionBoundary } from '@/kit/boundary/SectionBoundary';

function ChartLoading() {
  const { t } = useTranslation('accounts');
  return <Loader size="sm" aria-label={t('chart.loading')} />;
}

const AllocationChart = lazyPart(
  () => import('./AllocationChart').then((module) => module.default),
  ChartLoading,
);
// The chart's chunk (the chart library) starts loading with the screen's code: started when the account mounted,
// it came in after the balances it draws on a throttled phone (docs/performance.md).
AllocationChart.prefetch();

export interface CoinAccountProps {
  account: 'token' | 'spot';
  query: QueryLike & { data?: AssetBalancesEnvelope };
  money: Money;
  onGuide: () => void;
}

/** The token or spot account: its value, its allocation by asset and its rows. */
export function CoinAccount({ account, query, money, onGuide }: CoinAccountProps) {
  const { t } = useTranslation('accounts');
  const balances = query.data?.data;
  // The balance map is one page of every asset (src/api/pagination).
  const rows = rowsOf(query.data);
  const slices = allocationOf(rows, t('chart.others'));
  const name = t(`accounts.${account}`);
  return (
    <Card withBorder padding="lg">
      <QueryState query={query} failedTitle={t('account.failed', { account: name })}>
        {balances && (
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Title order={2} size="h4">
                  {name}
                </Title>
                <Text fw={600} data-testid="account-total">
                  {money.inFiat(balances.total_balance_in_btc)}
                </Text>
              </Stack>
              {slices.length > 0 && !money.hidden && (
                <SectionBoundary>
                  <AllocationChart slices={slices} />
                </SectionBoundary>
              )}
            </Group>
            {rows.length === 0 ? (
              <EmptyAccount onGuide={onGuide} />
            ) : (
              <SectionBoundary>
                <AssetTable rows={rows} money={money} label={name} />
              </SectionBoundary>
            )}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
