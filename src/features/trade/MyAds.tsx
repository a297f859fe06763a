import { useTranslation } from 'react-i18next';
import { useListOtcAds } from '@generated/hooks/trade/trade';
import { ListPager } from '@/ui/ListPager';
import { QueryState } from '@/kit/query-state/QueryState';
import { useListPage } from '@/kit/lists/use-list-page';
import { MyAdsTable } from './MyAdsTable';

/** The user's own ads with their state (spec §4: published, trading, overdue, closed). */
export function MyAds() {
  const { t } = useTranslation('trade');
  const { request, pageOf, setPage } = useListPage();
  const query = useListOtcAds(request);
  const list = pageOf(query.data);
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
