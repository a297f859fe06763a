// The thin walker's junk detector (tests/e2e/walk/junk-text.ts): a value the page printed without a field
// behind it, or a translation key printed as itself, is found; ordinary text, addresses and decimals are not.
import { describe, expect, it } from 'vitest';
import { junkIn, translationKeysOf } from '../../e2e/walk/junk-text';

const KEYS = translationKeysOf({
  en_US: { accounts: { accounts: {}, overview: {} }, common: { retry: 'Retry', pager: {} } },
  zh_CN: { accounts: { accounts: {} }, common: { retry: '重试' } },
});
const found = (text: string) => junkIn(text, KEYS).map((junk) => junk.found);

describe('junk text on a page', () => {
  it('finds the words a missing or malformed value prints', () => {
    expect(found('Total undefined USD')).toEqual(['undefined']);
    expect(found('Yield NaN%')).toEqual(['NaN']);
    expect(found('Listed Invalid Date')).toEqual(['Invalid Date']);
    expect(found('Issuer: null')).toEqual(['null']);
    expect(found('Members [object Object]')).toEqual(['[object Object]']);
  });

  it('finds a raw translation key, dotted or namespaced, by its first segment or namespace', () => {
    expect(found('Your accounts.undefined balance')).toEqual(['accounts.undefined']);
    expect(found('pager.next')).toEqual(['pager.next']);
    expect(found('see common:loadFailed')).toEqual(['common:loadFailed']);
    expect(found('账户 accounts.token 余额')).toEqual(['accounts.token']);
  });

  it('names where it found each one, in the order of the text', () => {
    expect(junkIn('a null then NaN', KEYS)).toEqual([
      { found: 'null', near: 'a null then NaN' },
      { found: 'NaN', near: 'a null then NaN' },
    ]);
  });

  it('leaves ordinary text, addresses, decimals and words inside others alone', () => {
    const clean = [
      'Nullable fields are optional; the undefinedness of NaNo is fine.',
      'Mail emi***@accounts.example.com or visit https://overview.example.com/accounts.html',
      'Price 104,250.38 USD, yield 5.25%.',
      'The accounts. Then the overview.',
      'example.com docs.v2 file.pdf',
      '总资产 ≈ 0.68861187 BTC',
      'Time 12:30:05, ratio 1:2',
    ];
    for (const text of clean) expect(found(text), text).toEqual([]);
  });
});
