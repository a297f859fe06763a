import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListDepositRecords } from '@generated/hooks/funds/funds';
import type { DepositRecord } from '@generated/models';
import { getRuntimeConfig } from '@/api/runtime-config';
import { formatDateTime } from '@/lib/date-time';
import { formatAddress, formatAmount } from '@/lib/display-format';
import { explorerNetworkOf } from '@/lib/chain-address';
import { explorerTxUrl } from '@/lib/explorer-links';
import type { TableColumn } from '@/ui/VirtualTable';
import { useListPage } from '@/kit/lists/use-list-page';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { RecordList } from '../shared/RecordList';

/**
 * The user's deposits of `symbol`, 20 a page (spec §9), each hash linked on the explorer of the deposit's
 * OWN chain (not the network picked above); a record that names no chain shows its hash unlinked.
 */
export function DepositRecords({ symbol }: { symbol: string }) {
  const { t } = useTranslation('deposit');
  const { request, paged } = useListPage({ filter: symbol });
  // record/deposit_list spells the page `pageNum` (api-family.md).
  const records = paged(
    useListDepositRecords({ pageNum: request.page, pageSize: request.pageSize, coinSymbol: symbol }),
  );
  const explorers = getRuntimeConfig().explorers;
  const columns: TableColumn<DepositRecord>[] = [
    { key: 'date', header: t('records.date'), cell: (row) => formatDateTime(row.ctime) },
    { key: 'coin', header: t('records.coin'), cell: (row) => row.coinSymbol },
    { key: 'amount', header: t('records.amount'), align: 'right', cell: (row) => formatAmount(row.amount) },
    { key: 'address', header: t('records.address'), cell: (row) => formatAddress(row.address) },
    {
      key: 'txid',
      header: t('records.txid'),
      cell: (row) => {
        const url = row.chainName
          ? explorerTxUrl(explorers, explorerNetworkOf(explorers, row.chainName), row.txid)
          : null;
        const text = formatAddress(row.txid);
        return url ? (
          <Anchor
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            data-testid="deposit-txid-link"
          >
            {text}
          </Anchor>
        ) : (
          text
        );
      },
    },
    {
      key: 'status',
      header: t('records.status'),
      cell: (row) => <StatusBadge of="depositRecord" status={row.status} />,
    },
  ];
  return (
    <RecordList title={t('records.title')} columns={columns} rowKey={(row) => String(row.id)} {...records} />
  );
}
