import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageIntro } from '@/ui/PageIntro';
import { AddressBook } from './addresses/AddressBook';
import { WithdrawTab } from './form/WithdrawTab';
import type { Destination } from './form/destination';
import { WithdrawalRecords } from './records/WithdrawalRecords';
import { CoinPicker } from './shared/CoinPicker';
import { TransferTab } from './transfer/TransferTab';
import { SectionBoundary } from '@/kit/boundary/SectionBoundary';

const TABS = ['withdraw', 'transfer', 'addresses', 'records'] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_COIN = 'USDT';

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /assets/withdraw (spec §2): coin withdrawal, internal transfer, the address book and the withdrawal
 * records, one tab each (`?tab=`), for the coin in `?symbol=`. Only the open tab is mounted, so only its
 * calls run.
 */
export function WithdrawPage() {
  const { t } = useTranslation(['withdraw', 'app']);
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'withdraw';
  const symbol = params.get('symbol') || DEFAULT_COIN;
  const [destination, setDestination] = useState<Destination | undefined>();
  const go = (next: { tab?: Tab; symbol?: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.tab) updated.set('tab', next.tab);
        if (next.symbol) updated.set('symbol', next.symbol);
        return updated;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {t('app:titles.assets.withdraw')}
      </Title>
      <PageIntro text={t('withdraw:notice.manual')} />
      <Tabs value={tab} onChange={(value) => isTab(value) && go({ tab: value })} keepMounted={false}>
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`withdraw:tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Stack gap="md" pt="md">
          {(tab === 'withdraw' || tab === 'transfer') && (
            <SectionBoundary>
              <CoinPicker
                value={symbol}
                onChange={(coin) => {
                  setDestination(undefined);
                  go({ symbol: coin });
                }}
              />
            </SectionBoundary>
          )}
          <Tabs.Panel value="withdraw">
            <SectionBoundary>
              <WithdrawTab
                key={`${symbol}-${destination?.address ?? ''}`}
                symbol={symbol}
                destination={destination}
                onRecords={() => go({ tab: 'records' })}
              />
            </SectionBoundary>
          </Tabs.Panel>
          <Tabs.Panel value="transfer">
            <SectionBoundary>
              <TransferTab key={symbol} symbol={symbol} />
            </SectionBoundary>
          </Tabs.Panel>
          <Tabs.Panel value="addresses">
            <SectionBoundary>
              <AddressBook
                onWithdrawTo={(address) => {
                  setDestination({
                    address: address.address,
                    tag: address.tag,
                    tokenBase: address.tokenBase,
                  });
                  go({ tab: 'withdraw', symbol: address.symbol });
                }}
              />
            </SectionBoundary>
          </Tabs.Panel>
          <Tabs.Panel value="records">
            <SectionBoundary>
              <WithdrawalRecords />
            </SectionBoundary>
          </Tabs.Panel>
        </Stack>
      </Tabs>
    </Stack>
  );
}
