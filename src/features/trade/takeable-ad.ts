import type { OtcAd, PaymentMethodType } from '@generated/models';

/** An ad the user can take: the form sends its ID, prices the quantity and offers its payment types. */
export type TakeableAd = OtcAd & {
  adId: string;
  price: string;
  coinSymbol: string;
  payCoin: string;
  paymentTypes: PaymentMethodType[];
};

/**
 * The ad as the market shows it: an answer without its coin or fiat is about the pair asked for (the search
 * names both). A server may leave any ad field out (the contract marks them our choice).
 */
export const withAskedPair = (ad: OtcAd, coin: string, fiat: string): OtcAd => ({
  ...ad,
  coinSymbol: ad.coinSymbol ?? coin,
  payCoin: ad.payCoin ?? fiat,
});

/** The ad when it carries what taking it needs (ID, price, a payment type), else null: no take action. */
export function takeableAd(ad: OtcAd): TakeableAd | null {
  const { adId, price, coinSymbol, payCoin, paymentTypes } = ad;
  if (!adId || !price || !coinSymbol || !payCoin || !paymentTypes?.length) return null;
  return { ...ad, adId, price, coinSymbol, payCoin, paymentTypes };
}
