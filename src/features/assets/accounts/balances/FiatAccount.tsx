import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListFiatAccountAssets } from '@generated/hooks/assets/assets';
import { ListPager } from '@/ui/ListPager';
import { QueryState } from '@/kit/query-state/QueryState';
import { useListPage } from '@/kit/lists/use-list-page';
import type { Money } from '../shared/use-money';
import { fiatAccountTotal } from '../shared/valuation';
import { EmptyAccount } from './EmptyAccount';
import { FiatTable } from './FiatTable';

/** The fiat account's currencies (fiat/balance), 20 a page, with their deposit links. */
export function FiatAccount({ money, onGuide }: { money: Money; onGuide: () => void }) {
  const { t } = useTranslation('accounts');
  const { page, setPage, request, pageOf } = useListPage();
  const query = useListFiatAccountAssets(request);
  const data = query.data?.data;
  const list = pageOf(query.data);
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
              <FiatTable rows={list.items} money={money} label={name} />
            )}
            <ListPager total={list.total} pageSize={list.pageSize} page={page} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
