import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/kit/labels/use-enum-label';
import type { OtcTradeType } from '@generated/models';
import { describeApiError } from '@/api/describe-error';
import { exactAmount, fiatLabel, formatAmount } from '@/lib/display-format';
import { type ReviewRow, ReviewStep } from '@/ui/ReviewStep';
import type { OtcOrderFormData } from '@schemas/trade/otc-order';
import { otcTotal } from './otc-math';
import type { TakeableAd } from './takeable-ad';

interface OtcOrderReviewProps {
  ad: TakeableAd;
  side: OtcTradeType;
  coin: string;
  data: OtcOrderFormData;
  /** Selling: the spot account's available balance the coins are taken from. */
  available?: string;
  onBack: () => void;
  /** Sends exactly `data` for this ad. */
  onConfirm: () => Promise<unknown>;
}

/** An OTC order as it will be sent (createOtcOrder): side, price, quantity, total, method, account. */
export function OtcOrderReview({ ad, side, coin, data, available, onBack, onConfirm }: OtcOrderReviewProps) {
  const { t } = useTranslation('trade');
  const payType = useEnumLabel('trade:payTypes');
  const fiat = fiatLabel(ad.payCoin);
  const total = otcTotal(ad.price, data.volume);
  const rows: ReviewRow[] = [
    {
      label: t('take.review.side'),
      value: t(side === 'BUY' ? 'take.review.buy' : 'take.review.sell', { coin }),
    },
    { label: t('take.review.price'), value: `${exactAmount(ad.price)} ${fiat}` },
    {
      label: t('take.review.quantity'),
      value: `${exactAmount(data.volume)} ${coin}`,
      testId: 'review-quantity',
    },
    {
      label: t('take.review.total'),
      value: total ? `${exactAmount(total)} ${fiat}` : '--',
      testId: 'review-total',
    },
    {
      label: t(side === 'BUY' ? 'take.review.paysWith' : 'take.review.paymentType'),
      value: payType(data.paymentType),
      testId: 'review-payment-type',
    },
  ];
  if (side === 'SELL' && available !== undefined)
    rows.push({
      label: t('take.review.drawsOn'),
      value: t('take.review.drawsOnSpot', { amount: formatAmount(available), coin }),
    });
  return (
    <ReviewStep
      title={t(side === 'BUY' ? 'take.review.buyTitle' : 'take.review.sellTitle')}
      rows={rows}
      confirmLabel={t(side === 'BUY' ? 'take.review.confirmBuy' : 'take.review.confirmSell')}
      onConfirm={onConfirm}
      describeError={(failure) => describeApiError(failure, (key) => t(key))}
      onBack={onBack}
      data-testid="otc-order-review"
    />
  );
}
