import { QueryErrorResetBoundary, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useLocation } from 'react-router';
import { LoadFailure } from '@/ui/LoadFailure';

export interface SectionBoundaryProps {
  children: ReactNode;
  /** `screen`: the whole screen below the header failed (the layout's boundary); `section` (default): one part. */
  scope?: 'screen' | 'section';
}

/**
 * Design.md "Screens fail in pieces": a part that throws while rendering says so in place, with a Retry,
 * and the header, the navigation and the other parts stay. The React root reports each caught error once
 * (`onCaughtError`: reportRenderError), so the boundary adds no report of its own. Retry and a
 * navigation render the part afresh; Retry also drops the answers only the failed part read (queries no
 * mounted component observes), so they are fetched again instead of rendered again as they were.
 */
export function SectionBoundary(props: SectionBoundaryProps) {
  return useInRouterContext() ? <RoutedBoundary {...props} /> : <Boundary {...props} resetKeys={[]} />;
}

function RoutedBoundary(props: SectionBoundaryProps) {
  const { pathname } = useLocation();
  return <Boundary {...props} resetKeys={[pathname]} />;
}

function Boundary({
  children,
  scope = 'section',
  resetKeys,
}: SectionBoundaryProps & { resetKeys: unknown[] }) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          resetKeys={resetKeys}
          onReset={(details) => {
            reset();
            if (details.reason === 'imperative-api') {
              void queryClient.resetQueries({ predicate: (query) => query.getObserversCount() === 0 });
            }
          }}
          fallbackRender={({ resetErrorBoundary }) => (
            <LoadFailure
              title={t(scope === 'screen' ? 'partFailed.screenTitle' : 'partFailed.sectionTitle')}
              message={t('partFailed.body')}
              onRetry={resetErrorBoundary}
              data-testid={`${scope}-failed`}
            />
          )}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
