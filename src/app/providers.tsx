import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n';
import { SessionProvider } from '@/api/session/SessionProvider';

// Shade 8 and a darker "dimmed" keep text at WCAG AA contrast (4.5:1) on white; Mantine's defaults do not.
export const theme = createTheme({ primaryColor: 'indigo', primaryShade: 8, defaultRadius: 'md' });

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/** Toasts vanish after 2500 ms (spec §4, §9). */
export const TOAST_DURATION_MS = 2500;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications autoClose={TOAST_DURATION_MS} position="top-center" />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>{children}</SessionProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
