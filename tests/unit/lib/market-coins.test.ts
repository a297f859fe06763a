// spec §3 "Market": a coin's label and decimals come from the coin map of public info, keyed by upper-case
// coin code; a coin the market does not list keeps 8 decimals (what crypto amounts keep).
import { describe, expect, it } from 'vitest';
import type { PublicInfoEnvelope } from '@generated/models';
import { FALLBACK_COIN_PRECISION, marketCoin } from '@/lib/market-coins';
import { contractExample } from '../../test-utils/contract-examples';

const market = (contractExample('public', 'default') as PublicInfoEnvelope).data.market;

describe('spec §3 "Market": a coin from the coin map', () => {
  it("gives a listed coin's coin_precision and displayLabel", () => {
    expect(marketCoin(market, 'USDT')).toEqual({ label: 'USDT', precision: 6 });
    expect(marketCoin(market, 'HOR')).toEqual({ label: 'HOR', precision: 2 });
    expect(
      marketCoin({ coinMap: { USDT: { displayLabel: 'Tether USD', coin_precision: 0 } } }, 'USDT'),
    ).toEqual({
      label: 'Tether USD',
      precision: 0,
    });
  });

  it('finds a lower-case code under its upper-case key ("per upper-case coin code")', () => {
    expect(marketCoin(market, 'usdt')).toEqual(marketCoin(market, 'USDT'));
    expect(marketCoin(market, 'apcf').precision).toBe(4);
  });

  it('falls back to 8 decimals and the upper-case code for a coin the market does not list', () => {
    expect(FALLBACK_COIN_PRECISION).toBe(8);
    expect(marketCoin(market, 'doge')).toEqual({ label: 'DOGE', precision: 8 });
  });

  it('falls back before public info has answered, or when an entry lacks a usable precision', () => {
    expect(marketCoin(undefined, 'USDT')).toEqual({ label: 'USDT', precision: 8 });
    const broken = { coinMap: { USDT: { displayLabel: '', coin_precision: -1 } } };
    expect(marketCoin(broken, 'USDT')).toEqual({ label: 'USDT', precision: 8 });
  });
});
