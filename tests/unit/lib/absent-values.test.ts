// An answer may leave out any field it does not require (design.md "The contract"): the formatters show
// '--' for it (spec §5 "empty shows '--'"), never undefined, NaN, Invalid Date or null.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '@/lib/date-time';
import {
  EMPTY_DISPLAY,
  fiatLabel,
  fiatMoney,
  formatAddress,
  formatAmount,
  formatAmountWithUnit,
  formatText,
} from '@/lib/display-format';
import { explorerAddressUrl, explorerTxUrl } from '@/lib/explorer-links';
import { termKey } from '@/features/investments/shared/use-term-label';

const JUNK = /undefined|NaN|Invalid Date|null|\[object Object\]/;

describe('formatters given an absent value', () => {
  it("show '--' for an absent amount, date, text, fiat and address", () => {
    const shown = [
      formatAmount(undefined),
      formatAmountWithUnit(undefined, 'USDT'),
      formatAmountWithUnit(undefined, undefined),
      fiatMoney(undefined, 'sgd'),
      fiatMoney(undefined, undefined),
      fiatLabel(undefined),
      formatText(undefined),
      formatText('  '),
      formatAddress(undefined),
      formatDateTime(undefined),
      formatDate(undefined),
      formatDateTime('not a time'),
    ];
    expect(shown).toEqual(shown.map(() => EMPTY_DISPLAY));
  });

  it('show the value without a missing unit, and the unit with a present value', () => {
    expect(formatAmountWithUnit('1250.5', undefined)).toBe('1,250.5');
    expect(formatAmountWithUnit('1250.5', 'USDT')).toBe('1,250.5 USDT');
    expect(fiatMoney('4500', undefined)).toBe('4,500.00');
    expect(fiatMoney('4500', 'sgd')).toBe('4,500.00 SGD');
    expect(formatText(7)).toBe('7');
    expect(formatDateTime(0)).not.toMatch(JUNK);
    expect(formatDate(Date.UTC(2026, 10, 28, 12))).toBe('2026-11-28');
  });

  it('give no explorer link without a network or a value', () => {
    const explorers = { ethereum: 'https://etherscan.io' };
    expect(explorerAddressUrl(explorers, undefined, '0xabc')).toBeNull();
    expect(explorerTxUrl(explorers, 'ethereum', undefined)).toBeNull();
    expect(explorerTxUrl(explorers, 'ethereum', '0xabc')).toBe('https://etherscan.io/tx/0xabc');
  });

  it('key an absent free-text term as empty, never by throwing (the product detail crash)', () => {
    expect(termKey(undefined)).toBe('');
    expect(termKey('Hong Kong SAR')).toBe('hong_kong_sar');
  });
});
