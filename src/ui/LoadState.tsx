import type { ReactNode } from 'react';
import { LoadFailure } from './LoadFailure';
import { Loading } from './Loading';
import { NoData } from './NoData';

export interface LoadStateProps {
  pending: boolean;
  /** The failure, already described for the reader (the caller knows its error type); null when none. */
  failure: string | null;
  failedTitle: string;
  onRetry: () => void;
  /** Rows answered, for lists; 0 shows the "no data" label of spec §8. Omit for a single item. */
  count?: number;
  /** The loader's name when the screen says more than "Loading…". */
  loadingLabel?: string;
  children: ReactNode;
}

/** A load's loading, error-with-retry and empty states (spec §8 "Empty lists show a no data label"). */
export function LoadState({
  pending,
  failure,
  failedTitle,
  onRetry,
  count,
  loadingLabel,
  children,
}: LoadStateProps) {
  if (pending) return <Loading label={loadingLabel} />;
  if (failure !== null) return <LoadFailure title={failedTitle} message={failure} onRetry={onRetry} />;
  if (count === 0) return <NoData />;
  return <>{children}</>;
}
