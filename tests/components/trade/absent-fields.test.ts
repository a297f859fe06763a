// What a trade answer leaves out (the contract marks most trade fields our choice): shown as '--' or read from
// what did come, never taken for 0 or a guessed value.
import { describe, expect, it } from 'vitest';
import { checkOtcVolume } from '@/features/trade/otc-math';
import { adLimits, otcSideAndPair } from '@/features/trade/otc-labels';
import { orderPair, orderQuote } from '@/features/trade/order-pair';
import { drawablePoints } from '@/features/trade/price-points';
import { takeableAd, withAskedPair } from '@/features/trade/takeable-ad';

describe('trade answers with fields left out', () => {
  it('a spot order shows its pair from its coins, else from its symbol, else "--"', () => {
    expect(orderPair({ symbol: 'btcusdt', baseCoin: 'BTC', quoteCoin: 'USDT' })).toBe('BTC/USDT');
    expect(orderPair({ symbol: 'ethbtc' })).toBe('ETH/BTC');
    expect(orderPair({ symbol: 'abcxyz' })).toBe('ABCXYZ');
    expect(orderPair({})).toBe('--');
    expect(orderQuote({ symbol: 'btcusdt' })).toBe('USDT');
    expect(orderQuote({})).toBeUndefined();
  });

  it('an ad is takeable only with its ID, price and a payment type; its pair defaults to the one asked for', () => {
    const ad = { adId: 'AD1', price: '1.297', paymentTypes: ['bank' as const] };
    expect(takeableAd(ad)).toBeNull(); // no coin or fiat: the market fills them in first
    const asked = withAskedPair(ad, 'USDT', 'sgd');
    expect(takeableAd(asked)).toMatchObject({ adId: 'AD1', coinSymbol: 'USDT', payCoin: 'sgd' });
    expect(takeableAd({ ...asked, adId: undefined })).toBeNull();
    expect(takeableAd({ ...asked, price: undefined })).toBeNull();
    expect(takeableAd({ ...asked, paymentTypes: [] })).toBeNull();
    expect(withAskedPair({ coinSymbol: 'BTC', payCoin: 'hkd' }, 'USDT', 'sgd')).toMatchObject({
      coinSymbol: 'BTC',
      payCoin: 'hkd',
    });
  });

  it('a missing limit or remaining volume is not checked as 0; present ones still are', () => {
    expect(checkOtcVolume('10', { price: '2' })).toBeNull();
    expect(checkOtcVolume('10', { price: '2', maxLimit: '15' })).toBe('aboveMaximum');
    expect(checkOtcVolume('10', { price: '2', minLimit: '25' })).toBe('belowMinimum');
    expect(checkOtcVolume('10', { price: '2', remainingVolume: '5' })).toBe('aboveRemaining');
  });

  it('labels say what came: side and pair, limits, or "--"', () => {
    expect(otcSideAndPair({ coinSymbol: 'USDT', payCoin: 'sgd' }, 'Buy')).toBe('Buy USDT/SGD');
    expect(otcSideAndPair({ coinSymbol: 'USDT' }, undefined)).toBe('USDT');
    expect(otcSideAndPair({}, undefined)).toBe('--');
    expect(adLimits({ minLimit: '500', maxLimit: '18000', payCoin: 'sgd' })).toBe('500 – 18,000 SGD');
    expect(adLimits({ maxLimit: '18000' })).toBe('-- – 18,000');
    expect(adLimits({})).toBe('--');
  });

  it('the chart draws only points with a day and a decimal price', () => {
    expect(drawablePoints(undefined)).toEqual([]);
    expect(
      drawablePoints([{ time: 1, price: '1.2' }, { time: 2 }, { price: '1.3' }, { time: 3, price: 'x' }]),
    ).toEqual([{ time: 1, price: '1.2' }]);
  });
});
