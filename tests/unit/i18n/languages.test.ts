import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  browserToLanguage,
  isLanguageSegment,
  isSupported,
  toHtmlLang,
} from '@/i18n/languages';

describe('spec §1/§2 languages', () => {
  it('supports en_US and zh_CN, default en_US', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en_US', 'zh_CN']);
    expect(DEFAULT_LANGUAGE).toBe('en_US');
  });

  it.each(['en_US', 'zh_CN', 'fr_FR', 'ko_KR'])('%s has the language-segment shape', (s) => {
    expect(isLanguageSegment(s)).toBe(true);
  });

  it.each([
    '',
    'en',
    'en-US',
    'EN_US',
    'en_us',
    'en_USA',
    'eng_US',
    ' en_US',
    'investments',
    undefined,
    null,
  ])('%j does not have the language-segment shape', (s) => {
    expect(isLanguageSegment(s)).toBe(false);
  });

  it('isSupported accepts exactly the supported languages', () => {
    expect(isSupported('en_US')).toBe(true);
    expect(isSupported('zh_CN')).toBe(true);
    expect(isSupported('fr_FR')).toBe(false);
    expect(isSupported('zh-CN')).toBe(false);
    expect(isSupported(undefined)).toBe(false);
  });

  it('toHtmlLang gives BCP 47 tags', () => {
    expect(toHtmlLang('en_US')).toBe('en-US');
    expect(toHtmlLang('zh_CN')).toBe('zh-CN');
  });

  it.each([
    ['zh-CN', 'zh_CN'],
    ['zh', 'zh_CN'],
    ['zh-SG', 'zh_CN'],
    ['zh-Hans', 'zh_CN'],
    ['zh_CN', 'zh_CN'],
    ['en', 'en_US'],
    ['en-US', 'en_US'],
    ['en-GB', 'en_US'],
    ['zh-TW', undefined],
    ['zh-HK', undefined],
    ['zh-Hant-TW', undefined],
    ['fr-FR', undefined],
    ['', undefined],
    [undefined, undefined],
  ] as const)('browserToLanguage(%j) → %j', (tag, expected) => {
    expect(browserToLanguage(tag)).toBe(expected);
  });
});
