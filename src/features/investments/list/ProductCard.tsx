import { Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvestmentProductSummary } from '@generated/models';
import { useLocalizedPath } from '@/i18n';
import { formatAmount, formatText } from '@/lib/display-format';
import { useEnumLabel } from '@/kit/labels/use-enum-label';
import { productTitle } from '../shared/product-title';
import { Figure } from '../shared/Figure';
import { formatCoinAmount, formatPercent } from '../shared/numbers';
import { ShareBar } from '../shared/ShareBar';
import { useTermLabel } from '../shared/use-term-label';
import { StatusBadge } from '@/kit/status/StatusBadge';

const FACT_GRID = {
  display: 'grid',
  gap: 'var(--mantine-spacing-sm)',
  gridTemplateColumns: '1fr 1fr',
} as const;

/** One product of the list (spec §2 /investments, §3): the card links to its detail page. */
export function ProductCard({ product }: { product: InvestmentProductSummary }) {
  const { t } = useTranslation('investments');
  const localize = useLocalizedPath();
  const region = useTermLabel('regions');
  const category = useEnumLabel('investments:categories');
  const coin = product.subscriptionCoin;
  return (
    <Box bd="1px solid var(--mantine-color-default-border)" bdrs="md" p="lg" data-testid="product-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            <Anchor component={Link} to={localize(`investmentDetail/${product.symbol}`)} inherit>
              {productTitle(product)}
            </Anchor>
          </Title>
          {product.status && <StatusBadge of="investmentProduct" status={product.status} />}
        </Group>
        {product.issuer && (
          <Text size="sm" c="dimmed">
            {product.issuer}
          </Text>
        )}
        <Group gap="xs" align="baseline">
          <Text size="xl" fw={700} c="teal.9">
            {formatPercent(product.expectedReturn)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('fields.expectedReturn')}
          </Text>
        </Group>
        <Box style={FACT_GRID}>
          <Figure label={t('fields.category')} value={category(product.category)} />
          <Figure label={t('fields.region')} value={region(product.region)} />
          <Figure
            label={t('fields.minimumSubscription')}
            value={formatCoinAmount(product.minimumSubscription, coin)}
          />
          <Figure label={t('fields.totalIssued')} value={formatAmount(product.totalIssued)} />
          <Figure label={t('fields.issueUnitPrice')} value={formatCoinAmount(product.issueUnitPrice, coin)} />
          <Figure label={t('fields.network')} value={formatText(product.network)} />
        </Box>
        {product.subscribedPercent !== undefined && <ShareBar percent={product.subscribedPercent} />}
      </Stack>
    </Box>
  );
}
