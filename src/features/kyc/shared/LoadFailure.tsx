import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/api/describe-error';
import { LoadFailure as FailureAlert } from '@/ui/LoadFailure';

/** A load that failed: what went wrong and a Retry (spec §8). */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['kyc', 'common']);
  return (
    <FailureAlert
      title={t('kyc:screen.loadFailed')}
      message={describeApiError(error, (key) => t(key))}
      onRetry={onRetry}
    />
  );
}
