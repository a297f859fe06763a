import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@/api/use-query-load';
import { LoadFailure as FailureAlert } from '@/ui/LoadFailure';

/** A load that failed: what went wrong and a Retry (spec §8). */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('kyc');
  const describe = useDescribeError();
  return <FailureAlert title={t('kyc:screen.loadFailed')} message={describe(error)} onRetry={onRetry} />;
}
