// The deposit rules: the `address_memo` split of getDepositAddress and spec §9 "Bank transfers above
// 50,000 CNY may arrive late".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAddressMemo } from '@/features/assets/deposit/coin/deposit-address';
import { isLateCnyTransfer } from '@/features/assets/deposit/fiat/large-transfer';

describe('splitAddressMemo (contract: addressStr is address_memo for a coin with a tag)', () => {
  it('splits at the last underscore', () => {
    expect(splitAddressMemo('rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh_104872')).toEqual({
      address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
      memo: '104872',
    });
    expect(splitAddressMemo('addr_with_parts_77')).toEqual({ address: 'addr_with_parts', memo: '77' });
  });

  it('has no memo without an underscore, or with nothing on one side of it', () => {
    expect(splitAddressMemo('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC')).toEqual({
      address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC',
      memo: null,
    });
    expect(splitAddressMemo('_104872').memo).toBeNull();
    expect(splitAddressMemo('rEb8TK_').memo).toBeNull();
  });
});

describe('isLateCnyTransfer (spec §9: above 50,000 CNY may arrive late)', () => {
  it('is true only for CNY amounts strictly above 50,000', () => {
    expect(isLateCnyTransfer('cny', '50000')).toBe(false);
    expect(isLateCnyTransfer('cny', '50000.01')).toBe(true);
    expect(isLateCnyTransfer('CNY', '80000')).toBe(true);
    expect(isLateCnyTransfer('usd', '80000')).toBe(false);
    expect(isLateCnyTransfer('cny', '')).toBe(false);
    expect(isLateCnyTransfer('cny', undefined)).toBe(false);
  });

  it('agrees with the spec on any CNY amount in cents, both verdicts seen', () => {
    const verdicts = { late: 0, onTime: 0 };
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 20_000_000n }), (cents) => {
        const amount = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
        // Oracle from the spec's words, in integer cents: more than 50,000 yuan.
        const late = cents > 5_000_000n;
        verdicts[late ? 'late' : 'onTime'] += 1;
        expect(isLateCnyTransfer('cny', amount)).toBe(late);
      }),
      { numRuns: 300 },
    );
    expect(verdicts.late).toBeGreaterThan(0);
    expect(verdicts.onTime).toBeGreaterThan(0);
  });
});
