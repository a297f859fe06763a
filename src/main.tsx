import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getRuntimeConfig } from '@/api/runtime-config';
import { readScenarioQuery } from '@/api/scenario';
import { App } from '@/app/App';
import '@/i18n';

if (getRuntimeConfig().qaScenarios) readScenarioQuery(window.location.search);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
