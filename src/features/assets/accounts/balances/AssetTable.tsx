import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetRow } from '@generated/models';
import { nextSort, type SortState } from '@/lib/table-sort';
import { SortHeader } from '@/ui/SortHeader';
import type { Money } from '../shared/use-money';
import { AssetActions } from './AssetActions';
import { type AssetSortKey, DEFAULT_ASSET_SORT, sortAssets } from './asset-sort';

/** The coins of the token or spot account (spec §3 "Asset row"), sortable by header (spec §4). */
export function AssetTable({
  rows,
  money,
  label,
}: {
  rows: readonly AssetRow[];
  money: Money;
  label: string;
}) {
  const { t } = useTranslation('accounts');
  const [sort, setSort] = useState<SortState<AssetSortKey>>(DEFAULT_ASSET_SORT);
  const header = (key: AssetSortKey, text: string, align?: 'right') => (
    <SortHeader
      column={key}
      label={text}
      sortLabel={t('table.sortBy', { column: text })}
      sort={sort}
      onSort={(column) => setSort(nextSort(sort, column, 'valuation') ?? DEFAULT_ASSET_SORT)}
      align={align}
    />
  );
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {header('coinSymbol', t('table.coin'))}
            {header('total', t('table.total'), 'right')}
            {header('available', t('table.available'), 'right')}
            {header('frozen', t('table.frozen'), 'right')}
            <Table.Th ta="right">{t('table.locked')}</Table.Th>
            {header('valuation', t('table.valuation', { fiat: money.foldCoin?.value ?? '' }), 'right')}
            <Table.Th>{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortAssets(rows, sort).map((row) => (
            <Table.Tr key={row.coinSymbol} data-testid="asset-row">
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {row.coinSymbol}
                  </Text>
                  {row.issuerAssetName && (
                    <Text size="xs" c="dimmed">
                      {row.issuerAssetName}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{money.amount(row.total)}</Table.Td>
              <Table.Td ta="right">{money.amount(row.available)}</Table.Td>
              <Table.Td ta="right">{money.amount(row.frozen)}</Table.Td>
              <Table.Td ta="right">
                <Stack gap={0}>
                  <Text size="xs">{t('table.lockedMining', { amount: money.amount(row.lockedMining) })}</Text>
                  <Text size="xs">
                    {t('table.lockedFinancial', { amount: money.amount(row.lockedFinancial) })}
                  </Text>
                  <Text size="xs">{t('table.lockedToken', { amount: money.amount(row.lockedToken) })}</Text>
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{money.inFiat(row.valuation)}</Table.Td>
              <Table.Td>
                <AssetActions deposit={`symbol=${row.coinSymbol}`} withdraw={`symbol=${row.coinSymbol}`} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
