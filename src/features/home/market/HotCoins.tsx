import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListHotCoins } from '@generated/hooks/investments/investments';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { toPage } from '@/api/pagination';
import { useLocalizedPath } from '@/i18n';
import { formatAmount } from '@/lib/display-format';
import { MarketLoadState } from './MarketLoadState';
import { HOT_COIN_COUNT } from './presets';

/** '2.14' → '+2.14 %', '-1.37' → '-1.37 %' (the 24-hour change, signed). */
export function formatChange(changeRate: string): string {
  const shown = formatAmount(changeRate, { decimals: 2 });
  return `${changeRate.startsWith('-') || shown === '--' ? '' : '+'}${shown} %`;
}

/** The hot coin list (spec §7), hottest first: pair, last price, 24-hour change and volume. */
export function HotCoins() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  const request = { page: 1, pageSize: HOT_COIN_COUNT };
  const query = useListHotCoins(request, { query: { meta: SHOWS_OWN_ERRORS } });
  const coins = query.data?.data ? toPage(query.data.data, request).items : [];
  return (
    <MarketLoadState query={query} count={coins.length}>
      <Table.ScrollContainer minWidth={360}>
        <Table data-testid="hot-coins">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('market.hotCoins.pair')}</Table.Th>
              <Table.Th>{t('market.hotCoins.lastPrice')}</Table.Th>
              <Table.Th>{t('market.hotCoins.change')}</Table.Th>
              <Table.Th>{t('market.hotCoins.volume')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {coins.map((coin) => (
              <Table.Tr key={coin.symbol}>
                <Table.Td>
                  <Anchor component={Link} to={localize(`trade/${coin.symbol}`)} fw={600}>
                    {`${coin.baseCoin}/${coin.quoteCoin}`}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatAmount(coin.lastPrice)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} c={coin.changeRate.startsWith('-') ? 'red.9' : 'teal.9'}>
                    {formatChange(coin.changeRate)}
                  </Text>
                </Table.Td>
                <Table.Td>{formatAmount(coin.volume24h)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </MarketLoadState>
  );
}
