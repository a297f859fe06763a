import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageIntro } from '@/ui/PageIntro';
import { CoinDeposit } from './coin/CoinDeposit';
import { FiatDeposit } from './fiat/FiatDeposit';
import { UpiDeposit } from './upi/UpiDeposit';
import { SectionBoundary } from '@/kit/boundary/SectionBoundary';

const TABS = ['coin', 'fiat', 'upi'] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_COIN = 'USDT';
const DEFAULT_FIAT = 'cny';
const COIN = /^[A-Z0-9]{1,20}$/;
const FIAT = /^[a-z]{3}$/;

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /assets/recharge (spec §2): a coin deposit, a bank-transfer deposit and a UPI deposit, one tab each
 * (`?tab=`); `?symbol=` is the coin or the fiat the account pages link with. Only the open tab is mounted.
 */
export function DepositPage() {
  const { t } = useTranslation(['deposit', 'app']);
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'coin';
  const symbol = params.get('symbol') ?? '';
  const set = (next: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next))
          if (value) updated.set(key, value);
          else updated.delete(key);
        return updated;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {t('app:titles.assets.recharge')}
      </Title>
      <PageIntro text={t('intro')} />
      <Tabs
        value={tab}
        onChange={(value) => isTab(value) && set({ tab: value, symbol: undefined })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Stack gap="md" pt="md">
          <Tabs.Panel value="coin">
            <SectionBoundary>
              <CoinDeposit
                symbol={COIN.test(symbol) ? symbol : DEFAULT_COIN}
                chain={params.get('chain') ?? ''}
                onChange={(next) =>
                  set(next.symbol ? { symbol: next.symbol, chain: undefined } : { chain: next.chain })
                }
              />
            </SectionBoundary>
          </Tabs.Panel>
          <Tabs.Panel value="fiat">
            <SectionBoundary>
              <FiatDeposit symbol={FIAT.test(symbol) ? symbol : DEFAULT_FIAT} />
            </SectionBoundary>
          </Tabs.Panel>
          <Tabs.Panel value="upi">
            <SectionBoundary>
              <UpiDeposit />
            </SectionBoundary>
          </Tabs.Panel>
        </Stack>
      </Tabs>
    </Stack>
  );
}
