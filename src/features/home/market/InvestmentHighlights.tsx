import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListInvestmentProducts } from '@generated/hooks/investments/investments';
import { useLocalizedPath } from '@/i18n';
import { EMPTY_DISPLAY, formatAmount, formatAmountWithUnit } from '@/lib/display-format';
import { firstPage, rowsOf } from '@/kit/lists/first-page';
import { MarketLoadState } from './MarketLoadState';
import { HIGHLIGHT_COUNT } from './presets';

const percentOf = (value: string | undefined) => {
  const shown = formatAmount(value, { decimals: 2 });
  return shown === EMPTY_DISPLAY ? shown : `${shown} %`;
};

/** Products in subscription (spec §4) with their expected return and minimum, each linking to its detail. */
export function InvestmentHighlights() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  const request = { status: 'in_subscription' as const, ...firstPage(HIGHLIGHT_COUNT) };
  const query = useListInvestmentProducts(request);
  const products = rowsOf(query.data, request);
  return (
    <MarketLoadState query={query} count={products.length}>
      <Stack gap="md" data-testid="investment-highlights">
        {products.map((product) => (
          <Stack key={product.symbol} gap={2}>
            <Anchor component={Link} to={localize(`investmentDetail/${product.symbol}`)} fw={600}>
              {product.name?.trim() || product.symbol}
            </Anchor>
            {product.issuer && (
              <Text size="sm" c="dimmed">
                {product.issuer}
              </Text>
            )}
            <Group gap="lg">
              <Text size="sm">
                {t('market.highlights.expectedReturn', {
                  percent: percentOf(product.expectedReturn),
                })}
              </Text>
              {/* "From --" says nothing: without its minimum the line is left out. */}
              {product.minimumSubscription && (
                <Text size="sm">
                  {t('market.highlights.minimum', {
                    amount: formatAmountWithUnit(product.minimumSubscription, product.subscriptionCoin),
                  })}
                </Text>
              )}
            </Group>
          </Stack>
        ))}
        <Anchor component={Link} to={localize('investments')} size="sm">
          {t('market.highlights.all')}
        </Anchor>
      </Stack>
    </MarketLoadState>
  );
}
