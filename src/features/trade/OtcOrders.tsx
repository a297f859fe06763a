import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListOtcOrders } from '@generated/hooks/trade/trade';
import type { OtcOrderStatus } from '@generated/models';
import { ListPager } from '@/ui/ListPager';
import { QueryState } from '@/kit/query-state/QueryState';
import { useListPage } from '@/kit/lists/use-list-page';
import { OtcOrdersTable } from './OtcOrdersTable';

// listOtcOrders filters by one state at a time, so each phase offers its states one by one (paging stays
// the server's): current = unpaid, paid, in appeal; history = completed, cancelled (OtcOrderStatus).
export const OTC_PHASES = {
  current: [1, 2, 5],
  history: [3, 4],
} as const satisfies Record<string, readonly OtcOrderStatus[]>;
export type OtcPhase = keyof typeof OTC_PHASES;

/** The user's OTC orders of one phase, all coins and fiats, newest first, one state at a time. */
export function OtcOrders({ phase }: { phase: OtcPhase }) {
  const { t } = useTranslation('trade');
  const states: readonly OtcOrderStatus[] = OTC_PHASES[phase];
  const [status, setStatus] = useState<OtcOrderStatus>(states[0]!);
  const { request: paging, pageOf, setPage } = useListPage({ filter: status });
  const request = { status, ...paging };
  const query = useListOtcOrders(request);
  const list = pageOf(query.data);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('otcOrders.state')}
        value={String(status)}
        onChange={(value) => setStatus(Number(value) as OtcOrderStatus)}
        data={states.map((state) => ({ value: String(state), label: t(`otcOrders.statuses.${state}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState query={query} failedTitle={t('trade:loadFailed')} count={list?.items.length ?? 0}>
        {list && (
          <>
            <OtcOrdersTable orders={list.items} />
            <ListPager total={list.total} pageSize={list.pageSize} page={list.page} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
