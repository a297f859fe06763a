// The bench's floor: the least an app on our card stack ships (React, Mantine with its stylesheet,
// react-router with one route, TanStack Query with one query, i18next + react-i18next with one string).
// `npm run bench` builds it with the app's Vite config and compares the app's public pages against it.
import '@mantine/core/styles.css';
import { Button, MantineProvider, Text, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';

void i18n.use(initReactI18next).init({
  lng: 'en_US',
  resources: { en_US: { translation: { title: 'Floor' } } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

function FloorPage() {
  const { t } = useTranslation();
  const greeting = useQuery({ queryKey: ['greeting'], queryFn: () => Promise.resolve('Continue') });
  return (
    <>
      <Title order={1}>{t('title')}</Title>
      <Text>{greeting.data ?? '…'}</Text>
      <Button>{greeting.data}</Button>
    </>
  );
}

const router = createBrowserRouter([{ path: '/', element: <FloorPage /> }]);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
