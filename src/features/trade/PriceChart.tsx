// The charts' stylesheet comes with the screen's code (a signed-in page's first load asks for it), not with the
// chart's chunk, whose code would only be fetched once its stylesheet had loaded.
import '@mantine/charts/styles.css';
import { Card, Center, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetOtcPriceHistory } from '@generated/hooks/trade/trade';
import { fiatLabel } from '@/lib/display-format';
import { QueryState } from '@/kit/query-state/QueryState';
import { isAboutCoin } from './otc-pair';
import { drawablePoints } from './price-points';

// recharts is large: the chart is its own chunk, fetched once there are prices to draw.
const PriceLineChart = lazy(() => import('./PriceLineChart'));

/** The pair's daily reference price over the last 30 days (getOtcPriceHistory). */
export function PriceChart({ coin, fiat }: { coin: string; fiat: string }) {
  const { t } = useTranslation('trade');
  const query = useGetOtcPriceHistory({ coinSymbol: coin, payCoin: fiat, days: 30 });
  const answer = query.data?.data;
  // Points without a day or a price cannot be drawn (a server may leave either out): the chart skips them.
  const points = isAboutCoin(answer, coin) ? drawablePoints(answer?.points) : [];
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Text fw={700}>{t('chart.title', { coin, fiat: fiatLabel(fiat) })}</Text>
        <QueryState query={query} failedTitle={t('trade:loadFailed')} count={points.length}>
          {points.length > 0 && (
            <Suspense
              fallback={
                <Center h={220}>
                  <Loader aria-label={t('chart.label')} />
                </Center>
              }
            >
              <PriceLineChart points={points} label={t('chart.label')} seriesLabel={t('chart.price')} />
            </Suspense>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
