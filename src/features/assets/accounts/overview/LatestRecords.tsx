import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListTransactions } from '@generated/hooks/assets/assets';
import { useLocalizedPath } from '@/i18n/use-localized-path';
import { assetsPath } from '@/lib/app-paths';
import { OVERVIEW_LATEST_RECORDS } from '@/lib/business-constants';
import { firstPage, rowsOf } from '@/kit/lists/first-page';
import { QueryState } from '@/kit/query-state/QueryState';
import { TransactionTable } from '../../history/flowing-water/TransactionTable';

const LATEST = firstPage(OVERVIEW_LATEST_RECORDS);

/** The latest 10 records of the history on the overview, with the way to the whole history. */
export function LatestRecords({ masked }: { masked: boolean }) {
  const { t } = useTranslation(['accounts', 'history']);
  const localized = useLocalizedPath();
  const query = useListTransactions(LATEST);
  const rows = rowsOf(query.data, LATEST);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('overview.latest')}
        </Title>
        <Anchor component={Link} to={localized(assetsPath('flowingWater'))} size="sm">
          {t('overview.allRecords')}
        </Anchor>
      </Group>
      <QueryState query={query} failedTitle={t('history:loadFailed')} count={rows.length}>
        <TransactionTable rows={rows.slice(0, OVERVIEW_LATEST_RECORDS)} masked={masked} />
      </QueryState>
    </Stack>
  );
}
