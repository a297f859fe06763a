import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, isLanguageSegment } from '@/i18n/languages';
import { firstSegment, resolveLanguage, withLanguage } from '@/i18n/resolve-language';

const RUNS = { numRuns: 1000 };
const supported = fc.constantFrom(...SUPPORTED_LANGUAGES);
const shaped = fc.stringMatching(/^[a-z]{2}_[A-Z]{2}$/);
const segment = fc.oneof(
  supported,
  shaped,
  fc.constantFrom('', 'investments', 'EN_us', 'en-US', 'en_USA', 'zh_cn'),
  fc.string(),
);
const optionalSegment = fc.option(segment, { nil: undefined });
const browserTag = fc.oneof(
  fc.constantFrom('zh-CN', 'zh', 'zh-TW', 'en-GB', 'en', 'fr-FR', 'ja'),
  fc.string(),
);
const input = fc.record({
  pathSegment: optionalSegment,
  previousPathSegment: optionalSegment,
  readStored: fc
    .option(fc.oneof(supported, shaped, fc.string()), { nil: undefined })
    .map((stored) => () => stored),
  browserLanguages: fc.array(browserTag, { maxLength: 3 }),
});

describe('spec §2 resolveLanguage: path, else previous path, else stored, else browser; unsupported → en_US', () => {
  const others = { previousPathSegment: 'en_US', readStored: () => 'en_US', browserLanguages: ['en-US'] };

  it('takes a supported language from the path over every other source', () => {
    expect(resolveLanguage({ ...others, pathSegment: 'zh_CN' })).toEqual({
      language: 'zh_CN',
      source: 'path',
      needsPrefix: false,
    });
  });

  it('a language-shaped but unsupported path segment decides, as en_US, and needs no prefix', () => {
    expect(
      resolveLanguage({
        pathSegment: 'fr_FR',
        previousPathSegment: 'zh_CN',
        readStored: () => 'zh_CN',
        browserLanguages: ['zh-CN'],
      }),
    ).toEqual({ language: 'en_US', source: 'path', needsPrefix: false });
  });

  it.each(['investments', '', 'EN_us', 'en-US', 'zh_cn', 'en_USA', undefined, null])(
    'a path without a language segment (%j) falls back to the previous path and needs a prefix',
    (pathSegment) => {
      expect(
        resolveLanguage({ pathSegment, previousPathSegment: 'zh_CN', readStored: () => 'en_US' }),
      ).toEqual({
        language: 'zh_CN',
        source: 'previousPath',
        needsPrefix: true,
      });
    },
  );

  it('an unsupported previous-path language gives en_US', () => {
    expect(
      resolveLanguage({
        pathSegment: 'investments',
        previousPathSegment: 'ko_KR',
        readStored: () => 'zh_CN',
      }),
    ).toEqual({ language: 'en_US', source: 'previousPath', needsPrefix: true });
  });

  it('without a path language, takes the stored preference', () => {
    expect(
      resolveLanguage({
        pathSegment: '',
        previousPathSegment: 'assets',
        readStored: () => 'zh_CN',
        browserLanguages: ['en'],
      }),
    ).toEqual({ language: 'zh_CN', source: 'stored', needsPrefix: true });
  });

  it('an unsupported stored preference gives en_US, not the browser language', () => {
    expect(resolveLanguage({ readStored: () => 'ja_JP', browserLanguages: ['zh-CN'] })).toEqual({
      language: 'en_US',
      source: 'stored',
      needsPrefix: true,
    });
  });

  it.each([
    ['zh-CN', 'zh_CN'],
    ['zh', 'zh_CN'],
    ['zh-Hans-CN', 'zh_CN'],
    ['en-GB', 'en_US'],
    ['fr-FR', 'en_US'],
    ['zh-TW', 'en_US'],
  ] as const)('without path or stored value, browser %s gives %s', (browser, language) => {
    expect(
      resolveLanguage({ pathSegment: 'login', readStored: () => '', browserLanguages: [browser] }),
    ).toEqual({
      language,
      source: 'browser',
      needsPrefix: true,
    });
  });

  it('uses the browser language (the first one), not a later preference', () => {
    expect(resolveLanguage({ browserLanguages: ['fr-FR', 'zh-CN'] }).language).toBe('en_US');
  });

  it('with nothing to go on, gives en_US', () => {
    expect(resolveLanguage({})).toEqual({ language: 'en_US', source: 'default', needsPrefix: true });
    expect(resolveLanguage({ browserLanguages: [] }).language).toBe('en_US');
  });

  it('property: the result is always a supported language', () => {
    fc.assert(
      fc.property(input, (i) => {
        expect(SUPPORTED_LANGUAGES).toContain(resolveLanguage(i).language);
      }),
      RUNS,
    );
  });

  it('property: a supported language in the path always wins', () => {
    fc.assert(
      fc.property(input, supported, (i, language) => {
        expect(resolveLanguage({ ...i, pathSegment: language })).toEqual({
          language,
          source: 'path',
          needsPrefix: false,
        });
      }),
      RUNS,
    );
  });

  // The stored preference is the third source: it is consulted only when neither the path nor the previous
  // path has a language segment. Reading it is a synchronous trip to the browser's store, so it is not read
  // when it cannot decide.
  it('property: the stored preference is read exactly when neither path has a language segment', () => {
    const seen = { read: 0, notRead: 0 };
    fc.assert(
      fc.property(input, (i) => {
        let reads = 0;
        const readStored = () => {
          reads += 1;
          return i.readStored();
        };
        resolveLanguage({ ...i, readStored });
        const consulted = !isLanguageSegment(i.pathSegment) && !isLanguageSegment(i.previousPathSegment);
        seen[consulted ? 'read' : 'notRead'] += 1;
        expect(reads).toBe(consulted ? 1 : 0);
      }),
      RUNS,
    );
    expect(seen.read).toBeGreaterThan(0);
    expect(seen.notRead).toBeGreaterThan(0);
  });

  it('property: a prefix is needed exactly when the path has no language segment', () => {
    const seen = { prefix: 0, noPrefix: 0 };
    fc.assert(
      fc.property(input, (i) => {
        const { needsPrefix } = resolveLanguage(i);
        seen[needsPrefix ? 'prefix' : 'noPrefix'] += 1;
        expect(needsPrefix).toBe(!isLanguageSegment(i.pathSegment));
      }),
      RUNS,
    );
    expect(seen.prefix).toBeGreaterThan(0);
    expect(seen.noPrefix).toBeGreaterThan(0);
  });
});

describe('spec §2/§4 withLanguage: the redirect target and the language switch target', () => {
  it.each([
    ['/', 'en_US', '/en_US'],
    ['', 'zh_CN', '/zh_CN'],
    ['/investments', 'en_US', '/en_US/investments'],
    ['/trade/BTC', 'zh_CN', '/zh_CN/trade/BTC'],
    ['/zh_CN/trade/BTC', 'en_US', '/en_US/trade/BTC'],
    ['/en_US', 'zh_CN', '/zh_CN'],
    ['/en_US/', 'zh_CN', '/zh_CN/'],
    ['/fr_FR/personal/userManagement', 'en_US', '/en_US/personal/userManagement'],
  ] as const)('withLanguage(%j, %s) → %s', (pathname, language, expected) => {
    expect(withLanguage(pathname, language)).toBe(expected);
  });

  const pathname = fc
    .array(
      fc.oneof(
        segment.filter((s) => s !== '' && !s.includes('/')),
        fc.constantFrom('assets', 'cms'),
      ),
      { maxLength: 4 },
    )
    .map((parts) => `/${parts.join('/')}`);

  it('property: the result starts with the language and the last language wins', () => {
    fc.assert(
      fc.property(pathname, supported, supported, (p, a, b) => {
        expect(firstSegment(withLanguage(p, a))).toBe(a);
        expect(withLanguage(withLanguage(p, a), b)).toBe(withLanguage(p, b));
      }),
      RUNS,
    );
  });

  it('property: a path without a language keeps all of its segments after the new one', () => {
    fc.assert(
      fc.property(pathname, supported, (p, language) => {
        fc.pre(!isLanguageSegment(firstSegment(p)) && p !== '/');
        expect(withLanguage(p, language)).toBe(`/${language}${p}`);
      }),
      RUNS,
    );
  });

  it('firstSegment reads the first segment of a pathname', () => {
    expect(firstSegment('/zh_CN/trade/BTC')).toBe('zh_CN');
    expect(firstSegment('/')).toBe('');
    expect(firstSegment('investments/x')).toBe('investments');
  });
});
