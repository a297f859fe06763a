import { Anchor, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvestmentProductSummary } from '@generated/models';
import { useLocalizedPath } from '@/i18n';
import { formatAmount } from '@/lib/display-format';
import { formatCoinAmount, formatPercent } from '../shared/numbers';
import { StatusBadge } from '../shared/StatusBadge';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

/** One product of the list (spec §2 /investments, §3): the card links to its detail page. */
export function ProductCard({ product }: { product: InvestmentProductSummary }) {
  const { t } = useTranslation('investments');
  const localize = useLocalizedPath();
  const coin = product.subscriptionCoin;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="product-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            <Anchor component={Link} to={localize(`investmentDetail/${product.symbol}`)} inherit>
              {product.name}
            </Anchor>
          </Title>
          <StatusBadge status={product.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {product.issuer}
        </Text>
        <Group gap="xs" align="baseline">
          <Text size="xl" fw={700} c="teal.9">
            {formatPercent(product.expectedReturn)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('fields.expectedReturn')}
          </Text>
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <Fact label={t('fields.category')} value={t(`categories.${product.category}`)} />
          <Fact label={t('fields.region')} value={product.region} />
          <Fact
            label={t('fields.minimumSubscription')}
            value={formatCoinAmount(product.minimumSubscription, coin)}
          />
          <Fact label={t('fields.totalIssued')} value={formatAmount(product.totalIssued)} />
          <Fact label={t('fields.issueUnitPrice')} value={formatCoinAmount(product.issueUnitPrice, coin)} />
          <Fact label={t('fields.network')} value={product.network} />
        </SimpleGrid>
        {product.subscribedPercent !== undefined && (
          <Stack gap={4}>
            <Progress
              value={Number(product.subscribedPercent)}
              color="teal"
              aria-label={t('fields.subscribed')}
            />
            <Text size="xs" c="dimmed">
              {t('fields.subscribedShare', { percent: formatPercent(product.subscribedPercent) })}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
