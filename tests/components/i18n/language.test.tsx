import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, getStoredLanguage, i18n, saveLanguage, useLocalizedPath } from '@/i18n';

afterEach(async () => {
  Cookies.remove('lan', { path: '/' });
  await applyLanguage('en_US');
});

describe('spec §2 applying and saving the language', () => {
  it('applyLanguage switches i18next and the document attributes the request layer reads', async () => {
    await applyLanguage('zh_CN');
    expect(i18n.language).toBe('zh_CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.documentElement.dataset.lang).toBe('zh_CN');
    expect(document.documentElement.dir).toBe('ltr');
    await applyLanguage('en_US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.documentElement.dataset.lang).toBe('en_US');
  });

  it('keeps the document in step when i18next is switched directly', async () => {
    await i18n.changeLanguage('zh_CN');
    expect(document.documentElement.dataset.lang).toBe('zh_CN');
  });

  it('saveLanguage writes cookie "lan" and localStorage "lang"; the cookie is read first', () => {
    expect(getStoredLanguage()).toBeUndefined();
    saveLanguage('zh_CN');
    expect(Cookies.get('lan')).toBe('zh_CN');
    expect(window.localStorage.getItem('lang')).toBe('zh_CN');
    window.localStorage.setItem('lang', 'en_US');
    expect(getStoredLanguage()).toBe('zh_CN');
    Cookies.remove('lan', { path: '/' });
    expect(getStoredLanguage()).toBe('en_US');
  });

  it('useLocalizedPath prefixes paths with the current language', async () => {
    function Paths() {
      const path = useLocalizedPath();
      return <p>{[path('register'), path('investments'), path('')].join(' ')}</p>;
    }
    await applyLanguage('zh_CN');
    render(
      <I18nextProvider i18n={i18n}>
        <Paths />
      </I18nextProvider>,
    );
    expect(screen.getByText('/zh_CN/register /zh_CN/investments /zh_CN')).toBeInTheDocument();
  });
});
