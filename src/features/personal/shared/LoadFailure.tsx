import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@/api/use-query-load';
import { LoadFailure as FailureAlert } from '@/ui/LoadFailure';

/** A load that failed: what went wrong and a Retry (the failure table's contract, helper conventions). */
export function LoadFailure({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  const { t } = useTranslation('personal');
  const describe = useDescribeError();
  return (
    <FailureAlert title={title ?? t('personal:load.failed')} message={describe(error)} onRetry={onRetry} />
  );
}
