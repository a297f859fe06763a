// An enum value of the contract in the screen's words, '--' when the answer left it out or sent a value we
// have no words for (spec §5 "empty shows '--'"), in both languages; never the raw key.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { useEnumLabel } from '@/kit/labels/use-enum-label';

afterEach(() => applyLanguage('en_US'));

const labelsOf = (prefix: string) => renderHook(() => useEnumLabel(prefix)).result.current;

describe('useEnumLabel: the one enum value → words helper', () => {
  it.each([
    ['en_US', 'Buy', 'Market'],
    ['zh_CN', '买入', '市价'],
  ] as const)('%s: a known value, string or number, reads as its words', async (language, buy, market) => {
    await applyLanguage(language);
    expect(labelsOf('trade:orders.side')('BUY')).toBe(buy);
    expect(labelsOf('trade:orders.kind')(2)).toBe(market);
  });

  it("an absent value reads '--', or what the screen passes for absent", () => {
    const side = labelsOf('trade:orders.side');
    for (const absent of [undefined, null, '']) {
      expect(side(absent)).toBe('--');
      expect(side(absent, '')).toBe('');
    }
  });

  it("a value the app has no words for reads '--', never the raw key", () => {
    const side = labelsOf('trade:orders.side');
    expect(side('HOLD')).toBe('--');
    expect(side('HOLD', '')).toBe('');
    expect(labelsOf('investments:categories')('spaceship')).toBe('--');
  });
});
