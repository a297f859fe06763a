import { Anchor, Box, type BoxProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListHotCoins } from '@generated/hooks/investments/investments';
import { useLocalizedPath } from '@/i18n';
import type { HotCoin } from '@generated/models';
import { EMPTY_DISPLAY, formatAmount } from '@/lib/display-format';
import { firstPage, rowsOf } from '@/kit/lists/first-page';
import { MarketLoadState } from './MarketLoadState';
import { HOT_COIN_COUNT } from './presets';

/** '2.14' → '+2.14 %', '-1.37' → '-1.37 %' (the 24-hour change, signed); '--' when absent. */
export function formatChange(changeRate: string | undefined): string {
  const shown = formatAmount(changeRate, { decimals: 2 });
  if (shown === EMPTY_DISPLAY) return shown;
  return `${changeRate?.startsWith('-') ? '' : '+'}${shown} %`;
}

/** The pair as the user reads it: BTC/USDT; the pair id upper-cased when the coins are left out; '--'. */
export function pairLabel(coin: HotCoin): string {
  if (coin.baseCoin && coin.quoteCoin) return `${coin.baseCoin}/${coin.quoteCoin}`;
  return coin.symbol?.toUpperCase() || EMPTY_DISPLAY;
}

/** Up or down colour of a change; none when the change is absent. */
const changeColor = (changeRate: string | undefined) =>
  changeRate === undefined ? undefined : changeRate.startsWith('-') ? 'red.9' : 'teal.9';

// Home's one table is a plain <table>: Mantine's Table imports its scroll container, and through it the
// floating-ui bundle (about 21 kB gzip), even when unused, and home's every byte counts (budgets.json).
const rowLine = { borderBottom: '1px solid var(--mantine-color-gray-3)' };

function Cell({ header, children, ...box }: BoxProps & { header?: boolean; children: ReactNode }) {
  return (
    <Box
      component={header ? 'th' : 'td'}
      py={8}
      px="xs"
      ta="start"
      fw={header ? 600 : undefined}
      style={rowLine}
      {...box}
    >
      {children}
    </Box>
  );
}

/** The hot coin list (spec §7), hottest first: pair, last price, 24-hour change and volume. */
export function HotCoins() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  const request = firstPage(HOT_COIN_COUNT);
  const query = useListHotCoins(request);
  const coins = rowsOf(query.data, request);
  return (
    <MarketLoadState query={query} count={coins.length}>
      <Box style={{ overflowX: 'auto' }}>
        <Box
          component="table"
          data-testid="hot-coins"
          w="100%"
          fz="sm"
          style={{ borderCollapse: 'collapse' }}
        >
          <thead>
            <tr>
              <Cell header>{t('market.hotCoins.pair')}</Cell>
              <Cell header>{t('market.hotCoins.lastPrice')}</Cell>
              <Cell header>{t('market.hotCoins.change')}</Cell>
              {/* A phone shows pair, price and change, the table no wider than its card (spec §1). */}
              <Cell header visibleFrom="xs">
                {t('market.hotCoins.volume')}
              </Cell>
            </tr>
          </thead>
          <tbody>
            {coins.map((coin, index) => (
              // Every field of a hot coin is optional (contract): the place in the list keys the row.
              <tr key={index}>
                <Cell>
                  {coin.symbol ? (
                    <Anchor component={Link} to={localize(`trade/${coin.symbol}`)} fw={600} fz="sm">
                      {pairLabel(coin)}
                    </Anchor>
                  ) : (
                    <Text span size="sm" fw={600}>
                      {pairLabel(coin)}
                    </Text>
                  )}
                </Cell>
                <Cell>{formatAmount(coin.lastPrice)}</Cell>
                <Cell>
                  <Text size="sm" fw={600} c={changeColor(coin.changeRate)}>
                    {formatChange(coin.changeRate)}
                  </Text>
                </Cell>
                <Cell visibleFrom="xs">{formatAmount(coin.volume24h)}</Cell>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </MarketLoadState>
  );
}
