// Renders the verification widgets (src/ui code boxes, send-code button, captcha; or a form using them) with
// the app's i18n, Mantine in test mode and a fresh QueryClient (the geetest captcha calls a generated hook).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n';

export function renderVerification(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactElement) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  const view = render(wrap(ui));
  return { ...view, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}
