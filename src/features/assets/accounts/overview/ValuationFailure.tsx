import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@/api/use-query-load';
import { LoadFailure } from '@/ui/LoadFailure';
import type { Money } from '../shared/use-money';

/**
 * Why the valuation shows '--' or only USD and CNY (spec §8: a failed fiat list falls back to them): the
 * fiat list's or the rate's failure, with a Retry.
 */
export function ValuationFailure({ money }: { money: Money }) {
  const { t } = useTranslation('accounts');
  const describe = useDescribeError();
  if (money.failure === null) return null;
  return (
    <LoadFailure
      title={t('overview.valuationFailed')}
      message={describe(money.failure)}
      onRetry={money.retry}
    />
  );
}
