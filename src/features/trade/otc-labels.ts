import type { OtcAd } from '@generated/models';
import { EMPTY_DISPLAY, fiatLabel, formatAmount } from '@/lib/display-format';

/**
 * 'Buy USDT/SGD' as far as an OTC order or ad says it (a server may leave any of these out): the side, the
 * pair (or the coin alone), or '--' when it sent none.
 */
export function otcSideAndPair(row: Pick<OtcAd, 'coinSymbol' | 'payCoin'>, side: string | undefined): string {
  const pair = row.coinSymbol && row.payCoin ? `${row.coinSymbol}/${fiatLabel(row.payCoin)}` : row.coinSymbol;
  return [side, pair].filter(Boolean).join(' ') || EMPTY_DISPLAY;
}

/** An ad's fiat limits, '500 – 18,000 SGD' (a missing bound '--'), or '--' when it sent neither. */
export function adLimits(ad: Pick<OtcAd, 'minLimit' | 'maxLimit' | 'payCoin'>): string {
  if (ad.minLimit === undefined && ad.maxLimit === undefined) return EMPTY_DISPLAY;
  const max = formatAmount(ad.maxLimit);
  return `${formatAmount(ad.minLimit)} – ${ad.payCoin ? `${max} ${fiatLabel(ad.payCoin)}` : max}`;
}
