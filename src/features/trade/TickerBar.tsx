import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetOtcTicker } from '@generated/hooks/trade/trade';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { fiatLabel, formatAmount } from '@/lib/display-format';
import { QueryState } from '@/kit/query-state/QueryState';
import { isAboutCoin } from './otc-pair';

const PRICES = ['buyPrice', 'sellPrice', 'referencePrice'] as const;

/** The pair's best buy and sell prices and the reference price (getOtcTicker). */
export function TickerBar({ coin, fiat }: { coin: string; fiat: string }) {
  const { t } = useTranslation('trade');
  const query = useGetOtcTicker({ coinSymbol: coin, payCoin: fiat }, { query: { meta: SHOWS_OWN_ERRORS } });
  const answer = query.data?.data;
  const ticker = isAboutCoin(answer, coin) ? answer : undefined;
  return (
    <QueryState query={query} failedTitle={t('trade:loadFailed')} count={ticker ? 1 : 0}>
      {ticker && (
        <Group gap="xl" data-testid="otc-ticker">
          {PRICES.map((key) => (
            <Stack key={key} gap={0}>
              <Text size="xs" c="dimmed">
                {t(`ticker.${key}`)}
              </Text>
              <Text fw={700}>
                {formatAmount(ticker[key])} {fiatLabel(ticker.payCoin)}
              </Text>
            </Stack>
          ))}
        </Group>
      )}
    </QueryState>
  );
}
