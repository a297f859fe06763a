import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvestmentProduct } from '@generated/models';
import { useEnumLabel } from '@/kit/labels/use-enum-label';
import { productTitle } from '../shared/product-title';
import { Figure } from '../shared/Figure';
import { formatCoinAmount, formatPercent } from '../shared/numbers';
import { ShareBar } from '../shared/ShareBar';
import { StatusBadge } from '@/kit/status/StatusBadge';

/** Name, issuer, state (spec §4) and the figures an investor decides on first. */
export function ProductHeader({ product }: { product: InvestmentProduct }) {
  const { t } = useTranslation('investments');
  const distribution = useEnumLabel('investments:distribution');
  const coin = product.subscriptionCoin;
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1}>{productTitle(product)}</Title>
        <StatusBadge of="investmentProduct" status={product.status} />
      </Group>
      {product.issuer && <Text c="dimmed">{t('detail.issuedBy', { issuer: product.issuer })}</Text>}
      {product.introduction && <Text>{product.introduction}</Text>}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure large label={t('fields.expectedReturn')} value={formatPercent(product.expectedReturn)} />
        <Figure
          large
          label={t('fields.minimumSubscription')}
          value={formatCoinAmount(product.minimumSubscription, coin)}
        />
        <Figure
          large
          label={t('fields.issueUnitPrice')}
          value={formatCoinAmount(product.issueUnitPrice, coin)}
        />
        <Figure
          large
          label={t('fields.distributionFrequency')}
          value={distribution(product.distributionFrequency)}
        />
      </SimpleGrid>
      {product.subscribedPercent !== undefined && <ShareBar percent={product.subscribedPercent} />}
    </Stack>
  );
}
