// Local wrapper until the shared render of tests/test-utils exists: Mantine (test env), i18n, router.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { applyLanguage, i18n, type Language } from '@/i18n';

export async function renderInLanguage(ui: ReactElement, language: Language) {
  await applyLanguage(language);
  return render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/${language}`]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
}
