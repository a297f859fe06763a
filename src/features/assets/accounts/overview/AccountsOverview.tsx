import { Anchor, Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetAssetOverview } from '@generated/hooks/assets/assets';
import type { AccountBalance } from '@generated/models';
import { useLocalizedPath } from '@/i18n/use-localized-path';
import { assetsPath } from '@/lib/app-paths';
import { QueryState } from '@/kit/query-state/QueryState';
import { useMarketCoin } from '@/kit/market/use-market-coin';
import type { Money } from '../shared/use-money';
import { HideBalancesButton } from './HideBalancesButton';
import { LatestRecords } from './LatestRecords';
import { ValuationFailure } from './ValuationFailure';
import { SectionBoundary } from '@/kit/boundary/SectionBoundary';

/**
 * The top of every account page: the value of all accounts in the chosen fiat (spec §3 foldCoin,
 * rate; §8 USD/CNY fallback), each account's value, hide balances, the funding guide, the latest records.
 */
export function AccountsOverview({ money, onGuide }: { money: Money; onGuide: () => void }) {
  const { t } = useTranslation('accounts');
  const localized = useLocalizedPath();
  const query = useGetAssetOverview({});
  const overview = query.data?.data;
  const btc = useMarketCoin('BTC');
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <QueryState query={query} failedTitle={t('overview.failed')}>
          {overview && (
            <Stack gap="md">
              <Group justify="space-between" align="flex-start">
                <Stack gap={2}>
                  <Group gap={4}>
                    <Text size="sm" c="dimmed">
                      {t('overview.total', { fiat: money.foldCoin?.value ?? '' })}
                    </Text>
                    <HideBalancesButton hidden={money.hidden} onToggle={money.toggle} />
                  </Group>
                  <Text fz={28} fw={700} data-testid="total-valuation">
                    {money.inFiat(overview.total_balance_in_btc)}
                  </Text>
                  <Text size="sm" c="dimmed" data-testid="total-btc">
                    ≈ {money.amount(overview.total_balance_in_btc, btc.precision)} {btc.label}
                  </Text>
                </Stack>
                <Select
                  label={t('overview.fiat')}
                  data={money.foldCoinList.map((item) => ({ value: item.code, label: item.value }))}
                  value={money.foldCoin?.code ?? null}
                  onChange={(code) => code && money.choose(code)}
                  allowDeselect={false}
                  w={160}
                />
              </Group>
              <ValuationFailure money={money} />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {namedAccounts(overview.accounts).map((account) => (
                  <Stack key={account.accountType} gap={2}>
                    <Anchor
                      component={Link}
                      to={localized(assetsPath(`${account.accountType}Account`))}
                      size="sm"
                    >
                      {t(`accounts.${account.accountType}`)}
                    </Anchor>
                    <Text fw={600} data-testid={`account-value-${account.accountType}`}>
                      {money.inFiat(account.balanceInBtc)}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
              <Anchor component="button" type="button" size="sm" onClick={onGuide} w="fit-content">
                {t('guide.open')}
              </Anchor>
            </Stack>
          )}
        </QueryState>
      </Card>
      <SectionBoundary>
        <LatestRecords masked={money.hidden} />
      </SectionBoundary>
    </Stack>
  );
}

/** The accounts the answer names: one without its type has no page to link nor label to show. */
const namedAccounts = (accounts: AccountBalance[] | undefined) =>
  (accounts ?? []).flatMap((account) =>
    account.accountType === undefined ? [] : [{ ...account, accountType: account.accountType }],
  );
