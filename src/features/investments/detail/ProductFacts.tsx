import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvestmentProduct } from '@generated/models';
import { EMPTY_DISPLAY, formatAmount, formatText } from '@/lib/display-format';
import { useEnumLabel } from '@/kit/labels/use-enum-label';
import { formatCoinAmount, formatPercent } from '../shared/numbers';
import { useTermLabel } from '../shared/use-term-label';
import { ContractAddress } from './ContractAddress';
import { formatDate } from '@/lib/date-time';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={600} component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/** Every field of spec §3 "Investment product" the detail lists (metrics not applicable show '--'). */
export function ProductFacts({ product }: { product: InvestmentProduct }) {
  const { t } = useTranslation('investments');
  const region = useTermLabel('regions');
  const productType = useTermLabel('productTypes');
  const category = useEnumLabel('investments:categories');
  const capitalStructure = useEnumLabel('investments:capitalStructure');
  const distribution = useEnumLabel('investments:distribution');
  const investorCategory = useEnumLabel('investments:investorCategory');
  const coin = product.subscriptionCoin;
  const multiple = formatAmount(product.equityMultiple, { decimals: 2 });
  const investorCategories = (categories: InvestmentProduct['investorCategories']) =>
    categories?.length ? categories.map((c) => investorCategory(c)).join(', ') : EMPTY_DISPLAY;
  const facts: [string, ReactNode][] = [
    ['category', category(product.category)],
    ['capitalStructure', capitalStructure(product.capitalStructure)],
    ['productType', productType(product.productType)],
    ['investorCategories', investorCategories(product.investorCategories)],
    ['region', region(product.region)],
    ['network', formatText(product.network)],
    ['expectedReturn', formatPercent(product.expectedReturn)],
    ['dividendYield', formatPercent(product.dividendYield)],
    ['grossMargin', formatPercent(product.grossMargin)],
    ['equityMultiple', multiple === '--' ? multiple : `${multiple}x`],
    ['profit', formatPercent(product.profit)],
    ['leverage', formatPercent(product.leverage)],
    ['distributionFrequency', distribution(product.distributionFrequency)],
    ['minimumSubscription', formatCoinAmount(product.minimumSubscription, coin)],
    ['totalIssued', formatAmount(product.totalIssued)],
    ['issueUnitPrice', formatCoinAmount(product.issueUnitPrice, coin)],
    ['createTime', formatDate(product.createTime)],
    ['listingTime', formatDate(product.listingTime)],
    ['completionTime', formatDate(product.completionTime)],
    ['contractAddress', <ContractAddress address={product.contractAddress} network={product.network} />],
    ['complianceModule', formatText(product.complianceModule)],
  ];
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="md"
      component="dl"
      m={0}
      data-testid="product-facts"
    >
      {facts.map(([field, value]) => (
        <Fact key={field} label={t(`fields.${field}`)}>
          {value}
        </Fact>
      ))}
    </SimpleGrid>
  );
}
