import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/app/styles/touch-targets.css';
import '@/app/styles/loaders.css';
import '@/app/styles/a11y.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadTimeZone } from '@/api/fingerprint';
import { getRuntimeConfig } from '@/api/runtime-config';
import { sendStartUpCallsEarly } from '@/api/session/startup-data';
import { App } from '@/app/App';
import { preloadScreenAt } from '@/app/routing/screens';
import { i18nReady } from '@/i18n';
import { reportRenderError } from '@/kit/boundary/report-render-error';
import { startHydrating } from '@/lib/hydration';

const { basePrefix, qaScenarios } = getRuntimeConfig();
// With the QA switch on, `?scenario=` pairs are stored before the first call (the example table is its own
// chunk, never loaded in production).
const scenariosRead = qaScenarios
  ? import('@/api/scenario-query').then(({ readScenarioQuery }) => {
      readScenarioQuery(window.location.search);
    })
  : undefined;
// The first route's chunk and translations start downloading now, beside the entry's own start-up.
const { pathname } = window.location;
const routePath = pathname.startsWith(basePrefix) ? pathname.slice(basePrefix.length) || '/' : pathname;
const screenReady = preloadScreenAt(routePath);
// The session's and the site's calls go out beside the route's code, after the QA pairs they may answer by.
void (scenariosRead ?? Promise.resolve()).then(sendStartUpCallsEarly);

// The device traits of every request body carry Intl's time zone, whose first use takes about 100 ms of a
// phone's main thread: a worker reads it now, before the first call needs it.
void loadTimeZone();

const container = document.getElementById('root')!;
// A page prerendered at build time (scripts/prerender.mjs) for this path is hydrated: it was rendered as
// the first render here renders it, with the default runtime config. A deployment under a base prefix (its
// links differ) or with the QA switch on (its panel is extra) renders afresh, replacing the markup.
// An address with a query (the investments filters) renders afresh: the markup is the page without one.
const hydrate =
  container.dataset.prerendered === routePath.replace(/(.)\/$/, '$1') &&
  window.location.search === '' &&
  basePrefix === '' &&
  !qaScenarios;

// i18next is ready once the base namespaces of the page's language are in; they load in parallel with the
// route's chunk and namespaces (src/app/routing/screens.tsx). Hydration waits for them too, so it covers the whole page at once:
// a screen still loading would leave its part dehydrated, and the first update around it (the session
// answering) would replace the prerendered markup with the loading fallback. Prerendered markup rendered
// afresh waits for them as well: it stays on screen instead of a loader, and the clicks it took find their
// controls in the first render (src/lib/early-clicks.ts).
const prerendered = container.dataset.prerendered !== undefined;
const ready = Promise.all([i18nReady, scenariosRead, prerendered ? screenReady : undefined]);
void ready.finally(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task
  // (the blocking time of the prerendered home); the markup is on screen meanwhile.
  // Every error a boundary catches is reported once, here (src/kit/boundary/SectionBoundary.tsx).
  const options = { onCaughtError: reportRenderError };
  if (hydrate) {
    startHydrating();
    startTransition(() => void hydrateRoot(container, app, options));
  } else createRoot(container, options).render(app);
});
