import { useTranslation } from 'react-i18next';
import type { QueryLike } from '@/api/use-query-load';
import { QueryFailure } from '@/kit/query-state/QueryFailure';
import { Loading } from '@/ui/Loading';

/** A verification screen's query with no answer to show yet: its failure with Retry, or the loader (spec §8). */
export function NotLoaded({ query }: { query: QueryLike }) {
  const { t } = useTranslation('kyc');
  if (query.isError)
    return (
      <QueryFailure
        title={t('kyc:screen.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  return <Loading label={t('kyc:screen.loading')} />;
}
