// The byte budget finds a route's translations in the build's locale chunks, one namespace or several to a
// chunk (vite.config.ts LOCALE_BUNDLES), each chunk counted once.
import { describe, expect, it } from 'vitest';
import { localeKeys } from '../../../scripts/lib/route-bytes.mjs';

const manifest = {
  'src/i18n/locales/en_US/common.json': { file: 'assets/locale-en_US-common.app-AbC-12_x.js' },
  'src/i18n/locales/en_US/forms.json': { file: 'assets/locale-en_US-forms.fields.pickers-Q-w3e4r5.js' },
  'src/i18n/locales/en_US/home.json': { file: 'assets/locale-en_US-home-h0mEh4sh.js' },
  'src/i18n/locales/zh_CN/home.json': { file: 'assets/locale-zh_CN-home-zh0000000.js' },
};

describe('localeKeys', () => {
  it('finds each namespace in the chunk that holds it, and a shared chunk once', () => {
    expect(localeKeys(manifest, 'en_US', ['common', 'app', 'home', 'fields', 'pickers'])).toEqual([
      'src/i18n/locales/en_US/common.json',
      'src/i18n/locales/en_US/home.json',
      'src/i18n/locales/en_US/forms.json',
    ]);
  });

  it("takes only the language's own chunks", () => {
    expect(localeKeys(manifest, 'zh_CN', ['home'])).toEqual(['src/i18n/locales/zh_CN/home.json']);
  });

  it('does not read a namespace out of a hash, and fails on a namespace no chunk holds', () => {
    expect(() => localeKeys(manifest, 'en_US', ['w3e4r5'])).toThrow(/No locale chunk/);
    expect(localeKeys(manifest, 'en_US', ['kyc'], { strict: false })).toEqual([]);
  });
});
