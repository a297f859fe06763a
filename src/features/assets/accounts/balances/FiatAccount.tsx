import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListFiatAccountAssets } from '@generated/hooks/assets/assets';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { DEFAULT_PAGE_SIZE, toPage } from '@/api/pagination';
import { ListPager } from '@/ui/ListPager';
import { QueryState } from '@/kit/query-state/QueryState';
import type { Money } from '../shared/use-money';
import { fiatAccountTotal, fiatBalanceInFiat } from '../shared/valuation';
import { AssetActions } from './AssetActions';
import { EmptyAccount } from './EmptyAccount';

/** The fiat account's currencies (fiat/balance), 20 a page, with their deposit and records links. */
export function FiatAccount({ money, onGuide }: { money: Money; onGuide: () => void }) {
  const { t } = useTranslation('accounts');
  const [page, setPage] = useState(1);
  const request = { page, pageSize: DEFAULT_PAGE_SIZE };
  const query = useListFiatAccountAssets(request, { query: { meta: SHOWS_OWN_ERRORS } });
  const data = query.data?.data;
  const list = data ? toPage(data, request) : undefined;
  const name = t('accounts.fiat');
  const fiatCode = money.foldCoin?.value;
  return (
    <Card withBorder padding="lg">
      <QueryState query={query} failedTitle={t('account.failed', { account: name })}>
        {data && list && (
          <Stack gap="md">
            <Stack gap={2}>
              <Title order={2} size="h4">
                {name}
              </Title>
              <Text fw={600} data-testid="account-total">
                {money.showFiat(
                  fiatAccountTotal(
                    {
                      totalBtc: data.total_balance_in_btc,
                      rows: list.items,
                      complete: list.items.length >= list.total,
                    },
                    fiatCode,
                    money.rate,
                  ),
                )}
              </Text>
            </Stack>
            {list.items.length === 0 ? (
              <EmptyAccount onGuide={onGuide} />
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table striped verticalSpacing="sm" aria-label={name}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('table.currency')}</Table.Th>
                      <Table.Th ta="right">{t('table.total')}</Table.Th>
                      <Table.Th ta="right">{t('table.available')}</Table.Th>
                      <Table.Th ta="right">{t('table.frozen')}</Table.Th>
                      <Table.Th ta="right">
                        {t('table.valuation', { fiat: money.foldCoin?.value ?? '' })}
                      </Table.Th>
                      <Table.Th>{t('table.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.items.map((row) => (
                      <Table.Tr key={row.symbol} data-testid="asset-row">
                        <Table.Td fw={600}>{row.symbol.toUpperCase()}</Table.Td>
                        <Table.Td ta="right">{money.amount(row.total, 2)}</Table.Td>
                        <Table.Td ta="right">{money.amount(row.available, 2)}</Table.Td>
                        <Table.Td ta="right">{money.amount(row.frozen, 2)}</Table.Td>
                        <Table.Td ta="right">
                          {money.showFiat(fiatBalanceInFiat(row, fiatCode, money.rate))}
                        </Table.Td>
                        <Table.Td>
                          <AssetActions deposit={`tab=fiat&symbol=${row.symbol}`} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <ListPager total={list.total} pageSize={list.pageSize} page={page} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
