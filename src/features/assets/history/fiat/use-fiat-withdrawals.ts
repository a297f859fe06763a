import {
  getListFiatWithdrawalsQueryKey,
  useCancelFiatWithdrawal,
  useListFiatWithdrawals,
} from '@generated/hooks/funds/funds';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { useListPage } from '@/kit/lists/use-list-page';

/** The fiat withdrawals' data (spec §3 "Withdrawal record", §4): a page of them (`PagedTable`'s data) and the cancel of one. */
export function useFiatWithdrawals() {
  const { request, paged } = useListPage();
  const records = paged(useListFiatWithdrawals(request));
  const cancel = useCancelFiatWithdrawal();
  const invalidate = useInvalidate();
  return {
    records,
    cancelOne: async (id: string) => {
      await cancel.mutateAsync({ data: { id } });
      await invalidate(getListFiatWithdrawalsQueryKey);
    },
  };
}
