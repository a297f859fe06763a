import { lazy, Suspense } from 'react';
import { getRuntimeConfig } from '@/api/runtime-config';

// Its own chunk (with the contract's scenario tables), fetched only when the QA switch is on.
const QaScenarioDrawer = lazy(() =>
  import('./QaScenarioDrawer').then((m) => ({ default: m.QaScenarioDrawer })),
);

/** The QA scenario switch when the runtime config enables it; nothing otherwise. */
export function QaScenarioPanel() {
  if (!getRuntimeConfig().qaScenarios) return null;
  return (
    <Suspense fallback={null}>
      <QaScenarioDrawer />
    </Suspense>
  );
}
