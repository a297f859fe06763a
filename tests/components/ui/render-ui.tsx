// Renders a widget of src/ui with the app's i18n (set up by tests/setup.ts), Mantine in test mode and the
// notifications host (toasts).
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n';

export function renderUi(ui: ReactElement) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <Notifications />
        {ui}
      </MantineProvider>
    </I18nextProvider>,
  );
}
