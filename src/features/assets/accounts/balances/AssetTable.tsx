import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetRow } from '@generated/models';
import { nextSort, type SortState } from '@/lib/table-sort';
import { ACCOUNT_TABLE } from './account-table';
import { ResponsiveTable } from '@/ui/ResponsiveTable';
import { SortHeader } from '@/ui/SortHeader';
import type { TableColumn } from '@/ui/table-column';
import type { Money } from '../shared/use-money';
import { AssetActions } from './AssetActions';
import { type AssetSortKey, DEFAULT_ASSET_SORT, sortAssets } from './asset-sort';

/** The coins of the token or spot account (spec §3 "Asset row"), sortable by header (spec §4); cards at
 * phone width (spec §1). */
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
  const sorted = (key: AssetSortKey, header: string, cell: TableColumn<AssetRow>['cell']) => {
    const align = key === 'coinSymbol' ? undefined : ('right' as const);
    const th = (
      <SortHeader
        column={key}
        label={header}
        sortLabel={t('table.sortBy', { column: header })}
        sort={sort}
        onSort={(column) => setSort(nextSort(sort, column, 'valuation') ?? DEFAULT_ASSET_SORT)}
        align={align}
      />
    );
    return { key, header, cell, align, th };
  };
  const columns: TableColumn<AssetRow>[] = [
    { ...sorted('coinSymbol', t('table.coin'), (row) => <CoinName row={row} />), card: 'title' },
    sorted('total', t('table.total'), (row) => money.amount(row.total)),
    sorted('available', t('table.available'), (row) => money.amount(row.available)),
    sorted('frozen', t('table.frozen'), (row) => money.amount(row.frozen)),
    {
      key: 'locked',
      header: t('table.locked'),
      align: 'right',
      cell: (row) => (
        <Stack gap={0}>
          <Text size="xs">{t('table.lockedMining', { amount: money.amount(row.lockedMining) })}</Text>
          <Text size="xs">{t('table.lockedFinancial', { amount: money.amount(row.lockedFinancial) })}</Text>
          <Text size="xs">{t('table.lockedToken', { amount: money.amount(row.lockedToken) })}</Text>
        </Stack>
      ),
    },
    sorted('valuation', t('table.valuation', { fiat: money.foldCoin?.value ?? '' }), (row) =>
      money.inFiat(row.valuation),
    ),
    {
      key: 'actions',
      header: t('table.actions'),
      card: 'actions',
      cell: (row) => <AssetActions {...coinActions(row)} />,
      cardCell: (row) => <AssetActions {...coinActions(row)} block />,
    },
  ];
  return (
    <ResponsiveTable
      rows={sortAssets(rows, sort)}
      columns={columns}
      rowKey={(row) => row.coinSymbol}
      label={label}
      // Fits the card beside the side menu at 1280 px, "Withdraw" included; narrower, the table scrolls.
      minWidth={760}
      {...ACCOUNT_TABLE}
    />
  );
}

const coinActions = (row: AssetRow) => ({
  deposit: `symbol=${row.coinSymbol}`,
  withdraw: `symbol=${row.coinSymbol}`,
});

function CoinName({ row }: { row: AssetRow }) {
  return (
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
  );
}
