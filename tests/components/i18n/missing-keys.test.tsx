import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage, assertNoMissingKeys, i18n, takeMissingKeys } from '@/i18n';

function Probe({ k }: { k: string }) {
  const { t } = useTranslation();
  return <p>{t(k)}</p>;
}

// Local wrapper (why): it tests the missing-key check itself, so a probe renders with i18n alone (not the kit's
// render with Mantine and the notifications host): the only keys looked up are the probe's.
const renderKey = (k: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Probe k={k} />
    </I18nextProvider>,
  );

beforeEach(async () => {
  takeMissingKeys();
  await applyLanguage('en_US');
});

afterEach(() => {
  i18n.removeResourceBundle('en_US', 'probe');
});

describe('design.md: a component rendering a key that does not exist in the current language fails', () => {
  it('records a key that exists in no language, and the setup check then throws', () => {
    renderKey('home:doesNotExist');
    expect(takeMissingKeys()).toEqual(['en_US home:doesNotExist']);
    renderKey('home:doesNotExist');
    expect(() => assertNoMissingKeys()).toThrow(/en_US home:doesNotExist/);
    expect(takeMissingKeys()).toEqual([]);
  });

  it('records a key that exists only in another language while zh_CN is current (no fallback language)', async () => {
    i18n.addResourceBundle('en_US', 'probe', { onlyEnglish: 'Only in English' });
    await applyLanguage('zh_CN');
    renderKey('probe:onlyEnglish');
    expect(screen.queryByText('Only in English')).toBeNull();
    expect(takeMissingKeys()).toEqual(['zh_CN probe:onlyEnglish']);
  });

  it('records nothing for keys present in the current language', async () => {
    renderKey('common:noData');
    expect(screen.getByText('No data')).toBeInTheDocument();
    await applyLanguage('zh_CN');
    renderKey('home:faq.title');
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByText('常见问题')).toBeInTheDocument();
    expect(() => assertNoMissingKeys()).not.toThrow();
  });
});
