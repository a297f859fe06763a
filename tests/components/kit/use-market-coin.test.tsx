// spec §3 "Market": the hook reads the coin map of the start-up public info (mocked here as the other
// start-up data tests do), by upper-case coin code, with 8 decimals for a coin not listed.
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useMarketCoin } from '@/kit/market/use-market-coin';
import { publicInfoExample, setStartup } from '../forms/startup-data-mock';

vi.mock('@/api/session/startup-data', async (original) => ({
  ...(await original<object>()),
  ...(await import('../forms/startup-data-mock')).startupDataMock,
}));

describe('spec §3 "Market": useMarketCoin', () => {
  beforeEach(() => setStartup({ publicInfo: publicInfoExample('default') }));

  it("gives a listed coin's coin_precision and displayLabel, lower-case codes included", () => {
    expect(renderHook(() => useMarketCoin('USDT')).result.current).toEqual({ label: 'USDT', precision: 6 });
    expect(renderHook(() => useMarketCoin('btc')).result.current).toEqual({ label: 'BTC', precision: 8 });
    expect(renderHook(() => useMarketCoin('hor')).result.current.precision).toBe(2);
  });

  it('falls back to 8 decimals for a coin the market does not list, or before public info answers', () => {
    expect(renderHook(() => useMarketCoin('DOGE')).result.current).toEqual({ label: 'DOGE', precision: 8 });
    setStartup({ publicInfo: undefined, settled: false });
    expect(renderHook(() => useMarketCoin('USDT')).result.current).toEqual({ label: 'USDT', precision: 8 });
  });
});
