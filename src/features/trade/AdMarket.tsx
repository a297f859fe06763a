import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchOtcAds } from '@generated/hooks/trade/trade';
import type { OtcTradeType } from '@generated/models';
import { ListPager } from '@/ui/ListPager';
import { AdCard } from './AdCard';
import { TakeAdModal } from './TakeAdModal';
import { QueryState } from '@/kit/query-state/QueryState';
import { useListPage } from '@/kit/lists/use-list-page';
import { isAboutCoin } from './otc-pair';
import { type TakeableAd, withAskedPair } from './takeable-ad';

/** Published ads to buy from or sell to (searchOtcAds), best price first; taking one opens its form. */
export function AdMarket({ coin, fiat }: { coin: string; fiat: string }) {
  const { t } = useTranslation('trade');
  const [side, setSide] = useState<OtcTradeType>('BUY');
  const [taking, setTaking] = useState<TakeableAd | null>(null);
  const { request: paging, pageOf, setPage } = useListPage({ filter: side });
  const request = { tradeType: side, coinSymbol: coin, payCoin: fiat, ...paging };
  const query = useSearchOtcAds(request);
  const answered = pageOf(query.data);
  const list = answered && {
    ...answered,
    items: answered.items.filter((ad) => isAboutCoin(ad, coin)).map((ad) => withAskedPair(ad, coin, fiat)),
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('market.title')}
      </Title>
      <SegmentedControl
        aria-label={t('market.side')}
        value={side}
        onChange={(value) => setSide(value as OtcTradeType)}
        data={[
          { value: 'BUY', label: t('market.buy') },
          { value: 'SELL', label: t('market.sell') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState query={query} failedTitle={t('trade:loadFailed')} count={list?.items.length ?? 0}>
        {list && (
          <Stack gap="sm">
            {list.items.map((ad, index) => (
              <AdCard key={ad.adId ?? `ad-${index}`} ad={ad} side={side} onTake={setTaking} />
            ))}
            <ListPager total={list.total} pageSize={list.pageSize} page={list.page} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
      {taking && <TakeAdModal ad={taking} side={side} onClose={() => setTaking(null)} />}
    </Stack>
  );
}
