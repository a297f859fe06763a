import { useTranslation } from 'react-i18next';
import { type QueryLike, useQueryLoad } from '@/api/use-query-load';
import type { LoadStateProps } from '@/ui/LoadState';

export { useDescribeError } from '@/api/use-query-load';

/** ui/LoadState's props for a query: loading, the failure with its retry, the withdraw screens' title. */
export function useLoadState(query: QueryLike): Omit<LoadStateProps, 'children' | 'count'> {
  const { t } = useTranslation('withdraw');
  return { ...useQueryLoad(query), failedTitle: t('load.failed') };
}
