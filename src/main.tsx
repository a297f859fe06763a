import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getRuntimeConfig } from '@/api/runtime-config';
import { readScenarioQuery } from '@/api/scenario';
import { App } from '@/app/App';
import { preloadScreenAt } from '@/app/routing/screens';
import { i18nReady } from '@/i18n';

const { basePrefix, qaScenarios } = getRuntimeConfig();
if (qaScenarios) readScenarioQuery(window.location.search);
// The first route's chunk and translations start downloading now, beside the entry's own start-up.
const { pathname } = window.location;
preloadScreenAt(pathname.startsWith(basePrefix) ? pathname.slice(basePrefix.length) || '/' : pathname);

// i18next is ready at once (the base namespaces are bundled); a route's own namespaces arrive with its
// chunk (src/app/routing/screens.tsx).
void i18nReady.finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
