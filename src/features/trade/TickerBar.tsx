import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetOtcTicker } from '@generated/hooks/trade/trade';
import { fiatLabel, formatAmountWithUnit } from '@/lib/display-format';
import { QueryState } from '@/kit/query-state/QueryState';
import { isAboutCoin } from './otc-pair';

const PRICES = ['buyPrice', 'sellPrice', 'referencePrice'] as const;

/** The pair's best buy and sell prices and the reference price (getOtcTicker). */
export function TickerBar({ coin, fiat }: { coin: string; fiat: string }) {
  const { t } = useTranslation('trade');
  const query = useGetOtcTicker({ coinSymbol: coin, payCoin: fiat });
  const answer = query.data?.data;
  const ticker = isAboutCoin(answer, coin) ? answer : undefined;
  // A price the answer left out shows '--'; a ticker with none of them is "no data".
  const shown = ticker && PRICES.some((key) => ticker[key] !== undefined);
  return (
    <QueryState query={query} failedTitle={t('trade:loadFailed')} count={shown ? 1 : 0}>
      {ticker && shown && (
        <Group gap="xl" data-testid="otc-ticker">
          {PRICES.map((key) => (
            <Stack key={key} gap={0}>
              <Text size="xs" c="dimmed">
                {t(`ticker.${key}`)}
              </Text>
              <Text fw={700}>{formatAmountWithUnit(ticker[key], fiatLabel(ticker.payCoin ?? fiat))}</Text>
            </Stack>
          ))}
        </Group>
      )}
    </QueryState>
  );
}
