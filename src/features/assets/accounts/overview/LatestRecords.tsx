import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListTransactions } from '@generated/hooks/assets/assets';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { toPage } from '@/api/pagination';
import { useLocalizedPath } from '@/i18n/use-localized-path';
import { assetsPath } from '@/lib/app-paths';
import { QueryState } from '@/kit/query-state/QueryState';
import { TransactionTable } from '../../history/flowing-water/TransactionTable';

// Spec §9 "overview latest 10".
const LATEST = { page: 1, pageSize: 10 };

/** The latest 10 records of the history on the overview, with the way to the whole history. */
export function LatestRecords({ masked }: { masked: boolean }) {
  const { t } = useTranslation(['accounts', 'history']);
  const localized = useLocalizedPath();
  const query = useListTransactions(LATEST, { query: { meta: SHOWS_OWN_ERRORS } });
  const list = query.data?.data ? toPage(query.data.data, LATEST) : undefined;
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
      <QueryState query={query} failedTitle={t('history:loadFailed')} count={list?.items.length ?? 0}>
        {list && <TransactionTable rows={list.items.slice(0, LATEST.pageSize)} masked={masked} />}
      </QueryState>
    </Stack>
  );
}
