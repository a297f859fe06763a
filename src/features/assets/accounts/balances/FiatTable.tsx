import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FiatAssetRow } from '@generated/models';
import { fiatLabel } from '@/lib/display-format';
import { ACCOUNT_TABLE } from './account-table';
import { ResponsiveTable } from '@/ui/ResponsiveTable';
import type { TableColumn } from '@/ui/table-column';
import type { Money } from '../shared/use-money';
import { fiatBalanceInFiat } from '../shared/valuation';
import { AssetActions } from './AssetActions';

/** The fiat account's currencies with their deposit link; cards at phone width (spec §1). */
export function FiatTable({
  rows,
  money,
  label,
}: {
  rows: readonly FiatAssetRow[];
  money: Money;
  label: string;
}) {
  const { t } = useTranslation('accounts');
  const fiatCode = money.foldCoin?.value;
  const deposit = (row: FiatAssetRow) => `tab=fiat&symbol=${row.symbol}`;
  const columns: TableColumn<FiatAssetRow>[] = [
    {
      key: 'currency',
      header: t('table.currency'),
      card: 'title',
      cell: (row) => (
        <Text span size="sm" fw={600}>
          {fiatLabel(row.symbol)}
        </Text>
      ),
    },
    { key: 'total', header: t('table.total'), align: 'right', cell: (row) => money.amount(row.total, 2) },
    {
      key: 'available',
      header: t('table.available'),
      align: 'right',
      cell: (row) => money.amount(row.available, 2),
    },
    { key: 'frozen', header: t('table.frozen'), align: 'right', cell: (row) => money.amount(row.frozen, 2) },
    {
      key: 'valuation',
      header: t('table.valuation', { fiat: fiatCode ?? '' }),
      align: 'right',
      cell: (row) => money.showFiat(fiatBalanceInFiat(row, fiatCode, money.rate)),
    },
    {
      key: 'actions',
      header: t('table.actions'),
      card: 'actions',
      cell: (row) => <AssetActions deposit={deposit(row)} />,
      cardCell: (row) => <AssetActions deposit={deposit(row)} block />,
    },
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.symbol}
      label={label}
      minWidth={720}
      {...ACCOUNT_TABLE}
    />
  );
}
