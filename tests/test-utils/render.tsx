// The one render helper of the component tests: the app's i18n (missing keys fail, tests/setup.ts), Mantine
// in test mode with the app theme, the notifications host, a fresh QueryClient and, when asked, a memory
// router at `route`. Calls are answered by the contract's named examples (mock-api.ts).
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { SessionProvider } from '@/api/session/SessionProvider';
import { appTheme } from '@/app/providers';
import { AppRoutes, buildRoutes } from '@/app/routing/router';
import { applyLanguage, i18n, type Language } from '@/i18n';
import { newQueryClient } from './query-clients';

export interface RenderOptions {
  /** Wraps the element in a memory router at this path. */
  route?: string;
  /** Defaults to a fresh client without retries. */
  queryClient?: QueryClient;
}

export function renderUi(ui: ReactElement, { route, queryClient = newQueryClient() }: RenderOptions = {}) {
  const wrap = (node: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={appTheme(i18n.t('app:dialog.close'))} env="test">
        <Notifications />
        <QueryClientProvider client={queryClient}>
          {route === undefined ? node : <MemoryRouter initialEntries={[route]}>{node}</MemoryRouter>}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  const view = render(wrap(ui));
  return { ...view, queryClient, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}

/** `renderUi` after switching the app to `language`, at the route `/<language>` unless told otherwise. */
export async function renderInLanguage(ui: ReactElement, language: Language, options: RenderOptions = {}) {
  await applyLanguage(language);
  return renderUi(ui, { route: `/${language}`, ...options });
}

/** The whole app (route table, guards, header) at `path`, in a memory router, with the session. */
export function renderApp(
  path: string,
  { queryClient = newQueryClient() }: Omit<RenderOptions, 'route'> = {},
) {
  const current = { location: '', historyAction: '' };
  function RouterProbe() {
    const { pathname, search } = useLocation();
    current.location = `${pathname}${search}`;
    current.historyAction = useNavigationType();
    return null;
  }
  const view = renderUi(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe />
        <AppRoutes routes={buildRoutes()} />
      </MemoryRouter>
    </SessionProvider>,
    { queryClient },
  );
  return { ...view, location: () => current.location, historyAction: () => current.historyAction };
}
