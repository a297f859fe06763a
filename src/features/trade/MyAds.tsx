import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListOtcAds } from '@generated/hooks/trade/trade';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { DEFAULT_PAGE_SIZE, toPage } from '@/api/pagination';
import { ListPager } from '@/ui/ListPager';
import { QueryState } from '@/kit/query-state/QueryState';
import { MyAdsTable } from './MyAdsTable';

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
          <MyAdsTable ads={list.items} />
          <ListPager total={list.total} pageSize={list.pageSize} page={list.page} onChange={setPage} />
        </>
      )}
    </QueryState>
  );
}
