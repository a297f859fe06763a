// Renders a SchemaForm inside Mantine (test env) and a local i18next instance holding forms.json, so these
// tests do not depend on the app's i18n setup.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enForms from '@/i18n/locales/en_US/forms.json';
import zhForms from '@/i18n/locales/zh_CN/forms.json';

// Test-only strings for the field labels and the transport error messages (owned by other namespaces).
const testStrings = {
  en_US: {
    test: { account: 'Account', password: 'Password', agree: 'I agree', mustAgree: 'Please agree first' },
    common: {
      http: { networkError: 'Network error', aborted: 'Aborted', timeout: 'Timed out', serverBusy: 'Busy' },
    },
  },
  zh_CN: {
    test: { account: '账号', password: '密码', agree: '我同意', mustAgree: '请先同意' },
    common: {
      http: { networkError: '网络错误', aborted: '已取消', timeout: '超时', serverBusy: '服务器繁忙' },
    },
  },
};

export async function createTestI18n(lng: 'en_US' | 'zh_CN' = 'en_US'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en_US',
    ns: ['forms', 'test', 'common'],
    defaultNS: 'forms',
    resources: {
      en_US: { forms: enForms, ...testStrings.en_US },
      zh_CN: { forms: zhForms, ...testStrings.zh_CN },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function renderWithProviders(ui: ReactElement, i18n: I18n) {
  return render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </MantineProvider>,
  );
}
