import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListTransactionsQueryOptions } from '@generated/hooks/assets/assets';
import { describeApiError } from '@/api/describe-error';
import { RefusalRegion } from '@/ui/RefusalRegion';
import { HISTORY_LATEST_RECORDS } from '@/lib/business-constants';
import { formatDate } from '@/lib/date-range';
import { firstPage, rowsOf } from '@/kit/lists/first-page';
import { downloadText } from '../shared/download-text';
import { type HistoryFilter, historyRequest } from './history-filter';
import { transactionsCsv } from './transactions-csv';
import { useSceneLabel } from './use-scene-label';

/** Exports every record of the current filter as CSV (papaparse loads on the click). */
export function ExportCsvButton({ filter }: { filter: HistoryFilter }) {
  const { t } = useTranslation(['history', 'common']);
  const sceneLabel = useSceneLabel();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const exportCsv = async () => {
    setPending(true);
    setError(null);
    try {
      // A history holds at most its latest 30 records (spec §9): one request of 30 rows is all of it.
      const request = historyRequest(filter, firstPage(HISTORY_LATEST_RECORDS));
      const answer = await queryClient.fetchQuery(getListTransactionsQueryOptions(request));
      const csv = await transactionsCsv(
        rowsOf(answer, request),
        {
          time: t('columns.time'),
          type: t('columns.type'),
          coin: t('columns.coin'),
          amount: t('columns.amount'),
        },
        sceneLabel,
      );
      downloadText(t('csvFileName', { date: formatDate(new Date()) }), csv, 'text/csv;charset=utf-8');
    } catch (failure) {
      setError(describeApiError(failure, (key) => t(key)));
    } finally {
      setPending(false);
    }
  };

  return (
    <div>
      <Button variant="default" loading={pending} onClick={() => void exportCsv()}>
        {t('exportCsv')}
      </Button>
      {/* The export's refusal is the action's, said politely (WCAG 4.1.3, spec §8). */}
      <RefusalRegion refusal={error} testId="export-csv-refusal" />
    </div>
  );
}
