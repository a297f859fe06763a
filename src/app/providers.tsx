import { type CSSVariablesResolver, createTheme, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useNotifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/i18n';
import { getRuntimeConfig } from '@/api/runtime-config';
import { SessionProvider } from '@/api/session/SessionProvider';
import { readableContrast } from './readable-contrast';

// Shade 8 and a darker "dimmed" keep text at WCAG AA contrast (4.5:1) on white; Mantine's defaults do not.
// A loader is a status with its label ("Loading…"): Mantine's bare <span> may not carry an aria-label (axe).
// A select's dropdown is built when it opens: kept mounted (Mantine's default), every select of a screen
// rendered all its options hidden and had floating-ui place them, a forced layout inside the screen's commit.
// With the system's reduced-motion setting on, Mantine's JavaScript transitions (dialogs, menus, popovers,
// collapses) run in 0 ms; src/app/styles/a11y.css stops the CSS ones.
// WCAG 2.4.7: a control reached by keyboard shows Mantine's focus ring (2 px, primary colour, :focus-visible);
// 'auto' spares a pointer's click the ring, which 'always' would draw too.
export const theme = createTheme({
  respectReducedMotion: true,
  focusRing: 'auto',
  primaryColor: 'indigo',
  primaryShade: 8,
  defaultRadius: 'md',
  components: {
    Loader: { defaultProps: { role: 'status' } },
    Combobox: { defaultProps: { keepMounted: false } },
    ...readableContrast,
  },
});

/**
 * Dialogs, drawers and toasts name their close control in the page's language, and a dialog opens with the focus on
 * its title rather than on that control (first in its tab order), so a screen reader starts with what the
 * dialog is about. Their <header> is no landmark: outside a sectioning element it would be a second banner
 * beside the page's header (axe landmark-no-duplicate-banner); the dialog's title names the dialog already.
 */
export function dialogTheme(closeLabel: string) {
  const closeButtonProps = { 'aria-label': closeLabel };
  const header = { role: 'presentation' };
  return createTheme({
    components: {
      Modal: {
        defaultProps: {
          closeButtonProps,
          attributes: { header, title: { 'data-autofocus': true, tabIndex: -1 } },
        },
      },
      Drawer: { defaultProps: { closeButtonProps, attributes: { header } } },
      // A toast is an alert (Mantine's default role), read out as it appears; its close control is named.
      Notification: { defaultProps: { closeButtonProps } },
    },
  });
}

/** The theme with the dialog defaults, their close label in the page's language. */
export const appTheme = (closeLabel: string) => mergeThemeOverrides(theme, dialogTheme(closeLabel));

function useAppTheme() {
  // t changes with the language.
  const { t } = useTranslation('app');
  return useMemo(() => appTheme(t('dialog.close')), [t]);
}

function AppMantineProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={useAppTheme()} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

// The toast container (with its transition and portal parts) is its own chunk: a toast shown before it
// arrives waits in @mantine/notifications' store and appears once it mounts.
const Notifications = lazy(() =>
  import('@mantine-notifications/container').then((m) => ({ default: m.Notifications })),
);

/** Toasts vanish after 2500 ms (spec §4, §9). */
export const TOAST_DURATION_MS = 2500;

/** The toast container, fetched with the first toast: a visit that shows none never downloads it. */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={TOAST_DURATION_MS} position="top-center" />
    </Suspense>
  );
}

const MAX_RETRY_DELAY_MS = 30_000;

/** TanStack Query's exponential back-off, from the runtime config's first delay (design.md "Runtime config"). */
const retryDelay = (failureCount: number) =>
  Math.min(getRuntimeConfig().retryDelayMs * 2 ** failureCount, MAX_RETRY_DELAY_MS);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, retryDelay, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppMantineProvider>
        <Toasts />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>{children}</SessionProvider>
        </QueryClientProvider>
      </AppMantineProvider>
    </I18nextProvider>
  );
}
