// Test helpers of the pickers group: render a src/ui component the way the app does (Mantine test env and
// the app's i18n instance, whose missing-key check in tests/setup.ts fails a test that renders a key missing
// in the current language), and a fixed clock for the date pickers.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { i18n } from '@/i18n';

export function renderPicker(ui: ReactElement) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </I18nextProvider>,
  );
}

/** Fake timers with the clock at `now` (local time), and a user-event that advances them. */
export function startFixedClock(now: Date) {
  vi.useFakeTimers({ shouldAdvanceTime: true, now });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
