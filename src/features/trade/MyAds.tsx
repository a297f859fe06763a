import { Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListOtcAds } from '@generated/hooks/trade/trade';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { DEFAULT_PAGE_SIZE, toPage } from '@/api/pagination';
import { formatAmount } from '@/lib/display-format';
import { formatDateTime } from '@/lib/date-time';
import { ListPager } from '@/ui/ListPager';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { QueryState } from '@/kit/query-state/QueryState';

/** The user's own ads with their state (spec §4: published, trading, overdue, closed). */
export function MyAds() {
  const { t } = useTranslation('trade');
  const [page, setPage] = useState(1);
  const request = { page, pageSize: DEFAULT_PAGE_SIZE };
  const query = useListOtcAds(request, { query: { meta: SHOWS_OWN_ERRORS } });
  const list = query.data ? toPage(query.data.data, request) : undefined;
  return (
    <QueryState query={query} failedTitle={t('trade:loadFailed')} count={list?.items.length ?? 0}>
      {list && (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orders.date')}</Table.Th>
                  <Table.Th>{t('orders.type')}</Table.Th>
                  <Table.Th>{t('orders.price')}</Table.Th>
                  <Table.Th>{t('market.available')}</Table.Th>
                  <Table.Th>{t('market.limits')}</Table.Th>
                  <Table.Th>{t('orders.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.items.map((ad) => (
                  <Table.Tr key={ad.adId} data-testid="my-ad">
                    <Table.Td>{formatDateTime(ad.createTime)}</Table.Td>
                    <Table.Td>
                      {t(`orders.side.${ad.tradeType}`)} {ad.coinSymbol}/{ad.payCoin}
                    </Table.Td>
                    <Table.Td>{formatAmount(ad.price)}</Table.Td>
                    <Table.Td>
                      {t('ads.remaining', {
                        remaining: formatAmount(ad.remainingVolume),
                        volume: formatAmount(ad.volume),
                        coin: ad.coinSymbol,
                      })}
                    </Table.Td>
                    <Table.Td>
                      {formatAmount(ad.minLimit)} – {formatAmount(ad.maxLimit)} {ad.payCoin}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge of="otcAd" status={ad.status} data-testid={`ad-status-${ad.status}`} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager total={list.total} pageSize={list.pageSize} page={list.page} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}
