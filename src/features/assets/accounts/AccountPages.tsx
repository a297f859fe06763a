import { Stack, Title } from '@mantine/core';
import { memo, type ReactNode, useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSpotAccountAssets, useListTokenAccountAssets } from '@generated/hooks/assets/assets';
import { CoinAccount } from './balances/CoinAccount';
import { FiatAccount } from './balances/FiatAccount';
import { FundingGuide } from './guide/FundingGuide';
import { AccountsOverview } from './overview/AccountsOverview';
import { type Money, useMoney } from './shared/use-money';
import { SectionBoundary } from '@/kit/boundary/SectionBoundary';

/** An account page (spec §2): its title, the overview of all accounts, then the account itself. */
function AccountPage({
  title,
  account,
}: {
  title: string;
  account: (money: Money, onGuide: () => void) => ReactNode;
}) {
  const { t } = useTranslation('app');
  // The fiat list and its rate (spec §3) answer one after the other, and each changes the money of the whole
  // page: the overview, the account's table and chart re-render in a deferred render, which yields to the
  // browser, instead of inside each answer's synchronous one (the two largest renders of the page's first
  // load, about 450 components each at the phone size).
  const money = useDeferredValue(useMoney());
  const [guide, setGuide] = useState(false);
  const openGuide = useCallback(() => setGuide(true), []);
  const closeGuide = useCallback(() => setGuide(false), []);
  return (
    <Stack gap="lg" maw={1080}>
      <Title order={1} size="h2">
        {t(title)}
      </Title>
      <SectionBoundary>
        <MemoizedOverview money={money} onGuide={openGuide} />
      </SectionBoundary>
      <SectionBoundary>{account(money, openGuide)}</SectionBoundary>
      <FundingGuide opened={guide} onClose={closeGuide} />
    </Stack>
  );
}

// The sections skip the urgent render, which keeps the previous money (above).
const MemoizedOverview = memo(AccountsOverview);
const MemoizedFiatAccount = memo(FiatAccount);

const TokenAccount = memo(function TokenAccount({ money, onGuide }: { money: Money; onGuide: () => void }) {
  const query = useListTokenAccountAssets({});
  return <CoinAccount account="token" query={query} money={money} onGuide={onGuide} />;
});

const SpotAccount = memo(function SpotAccount({ money, onGuide }: { money: Money; onGuide: () => void }) {
  const query = useListSpotAccountAssets({});
  return <CoinAccount account="spot" query={query} money={money} onGuide={onGuide} />;
});

/** /assets/tokenAccount: coins and tokenized-asset tokens; deposits and withdrawals land here. */
export function TokenAccountPage() {
  return (
    <AccountPage
      title="titles.assets.tokenAccount"
      account={(money, onGuide) => <TokenAccount money={money} onGuide={onGuide} />}
    />
  );
}

/** /assets/spotAccount: the coins the trade page's OTC orders use. */
export function SpotAccountPage() {
  return (
    <AccountPage
      title="titles.assets.spotAccount"
      account={(money, onGuide) => <SpotAccount money={money} onGuide={onGuide} />}
    />
  );
}

/** /assets/fiatAccount: fiat balances from bank and UPI deposits. */
export function FiatAccountPage() {
  return (
    <AccountPage
      title="titles.assets.fiatAccount"
      account={(money, onGuide) => <MemoizedFiatAccount money={money} onGuide={onGuide} />}
    />
  );
}
