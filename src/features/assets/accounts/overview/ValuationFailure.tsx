import { useTranslation } from 'react-i18next';
import { QueryFailure } from '@/kit/query-state/QueryFailure';
import type { Money } from '../shared/use-money';

/**
 * Why the valuation shows '--' or only USD and CNY (spec §8: a failed fiat list falls back to them): the
 * fiat list's or the rate's failure, with a Retry.
 */
export function ValuationFailure({ money }: { money: Money }) {
  const { t } = useTranslation('accounts');
  if (money.failure === null) return null;
  return <QueryFailure title={t('overview.valuationFailed')} error={money.failure} onRetry={money.retry} />;
}
