// The account pages: BTC values in the chosen fiat (spec §3 rate), the §4 sort of asset rows and the
// allocation chart's shares, all on decimals.
import { describe, expect, it } from 'vitest';
import type { AssetRow } from '@generated/models';
import { allocationOf } from '@/features/assets/accounts/balances/allocation';
import { DEFAULT_ASSET_SORT, sortAssets } from '@/features/assets/accounts/balances/asset-sort';
import { btcToFiat, fiatAccountTotal, fiatBalanceInFiat } from '@/features/assets/accounts/shared/valuation';

const row = (coinSymbol: string, valuation: string, total = '1'): AssetRow => ({
  coinSymbol,
  issuerAssetName: '',
  total,
  available: total,
  frozen: '0',
  valuation,
  lockedMining: '0',
  lockedFinancial: '0',
  lockedToken: '0',
});

describe('btcToFiat', () => {
  it('multiplies by the fiat price of one BTC, to the cent, without float error', () => {
    expect(btcToFiat('0.68861187', { BTC: '104250.38' })).toBe('71788.05');
    expect(btcToFiat('0.1', { BTC: '0.2' })).toBe('0.02');
    expect(btcToFiat('0', { BTC: '104250.38' })).toBe('0.00');
  });

  it('gives no value without a BTC price or with a malformed amount', () => {
    expect(btcToFiat('1', undefined)).toBeNull();
    expect(btcToFiat('1', { ETH: '2614.92' })).toBeNull();
    expect(btcToFiat('1e3', { BTC: '1' })).toBeNull();
  });
});

describe('fiat balances in the chosen fiat (spec §3 rate, foldCoin)', () => {
  // One BTC at 104,250.38 CNY; the server's BTC valuation of 36,000 CNY, rounded to 8 places, is a little low.
  const prices = { BTC: '104250.38' };
  const cny = { symbol: 'cny', total: '36000.00', valuation: '0.34525054' };
  const usd = { symbol: 'usd', total: '100.00', valuation: '0.00095900' };

  it('values a currency in itself exactly, whatever its BTC valuation says', () => {
    expect(btcToFiat(cny.valuation, prices)).not.toBe('36000.00');
    expect(fiatBalanceInFiat(cny, 'CNY', prices)).toBe('36000.00');
  });

  it('values a row whose answer lacks its currency through BTC, without failing (a thin backend)', () => {
    const noSymbol = { total: '36000.00', valuation: cny.valuation } as unknown as typeof cny;
    expect(fiatBalanceInFiat(noSymbol, 'CNY', prices)).toBe(btcToFiat(cny.valuation, prices));
  });

  it('values another currency through BTC', () => {
    expect(fiatBalanceInFiat(usd, 'CNY', prices)).toBe(btcToFiat(usd.valuation, prices));
  });

  it('totals the account as the sum of its rows when they are all at hand, else from the BTC total', () => {
    const page = { totalBtc: '0.34620954', rows: [cny, usd] };
    const rowsSum = Number(fiatBalanceInFiat(usd, 'CNY', prices)) + 36000;
    expect(fiatAccountTotal({ ...page, complete: true }, 'CNY', prices)).toBe(rowsSum.toFixed(2));
    expect(fiatAccountTotal({ ...page, complete: false }, 'CNY', prices)).toBe(
      btcToFiat(page.totalBtc, prices),
    );
  });
});

describe('sortAssets (spec §4)', () => {
  const rows = [row('USDT', '0.12'), row('BTC', '0.0425', '0.0425'), row('SGB27', '0.24', '250')];

  it('falls back to the largest valuation first', () => {
    expect(sortAssets(rows, DEFAULT_ASSET_SORT).map((r) => r.coinSymbol)).toEqual(['SGB27', 'USDT', 'BTC']);
  });

  it('compares amounts as decimals, not as text', () => {
    const sorted = sortAssets(rows, { key: 'total', direction: 'asc' }).map((r) => r.coinSymbol);
    expect(sorted).toEqual(['BTC', 'USDT', 'SGB27']);
  });
});

describe('allocationOf', () => {
  it('gives each asset its share, largest first, the smallest beyond six as "others"', () => {
    const many = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((coin, index) => row(coin, String(8 - index)));
    const slices = allocationOf(many, 'Others');
    expect(slices.map((slice) => slice.name)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'Others']);
    expect(slices[0]?.percent).toBe(22.22);
    expect(slices.at(-1)?.percent).toBe(8.33);
  });

  it('is empty for an account worth nothing', () => {
    expect(allocationOf([row('USDT', '0')], 'Others')).toEqual([]);
  });
});
