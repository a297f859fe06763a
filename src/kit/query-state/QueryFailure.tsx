import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@/api/use-query-load';
import { LoadFailure } from '@/ui/LoadFailure';

export interface QueryFailureProps {
  /** What the failed call threw; shown as the server's message, else a translated generic one (spec §8). */
  error: unknown;
  onRetry: () => void;
  /** The failure's title on this screen; "This could not be loaded" when omitted. */
  title?: string;
}

/** A call that failed, described for the reader, with a Retry (spec §8). */
export function QueryFailure({ error, onRetry, title }: QueryFailureProps) {
  const { t } = useTranslation('common');
  const describe = useDescribeError();
  return <LoadFailure title={title ?? t('common:loadFailed')} message={describe(error)} onRetry={onRetry} />;
}
