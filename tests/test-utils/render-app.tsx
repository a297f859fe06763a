import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '@/api/session/SessionProvider';
import { theme } from '@/app/providers';
import { buildRoutes } from '@/app/routing/router';
import { i18n } from '@/i18n';

/** The whole app (route table, guards, header) at `path`, in a memory router, with test providers. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location, queryClient };
}
