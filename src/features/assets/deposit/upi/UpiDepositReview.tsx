import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/api/describe-error';
import { exactAmount, fiatLabel } from '@/lib/display-format';
import { ReviewStep } from '@/ui/ReviewStep';
import type { UpiDepositFormData } from '@schemas/assets/upi-deposit';

interface UpiDepositReviewProps {
  data: UpiDepositFormData;
  symbol: string;
  onBack: () => void;
  /** Sends exactly `data` with `symbol`. */
  onConfirm: () => Promise<unknown>;
}

/** The UPI deposit as it will be sent (createUpiDeposit), before it is created. */
export function UpiDepositReview({ data, symbol, onBack, onConfirm }: UpiDepositReviewProps) {
  const { t } = useTranslation('deposit');
  return (
    <ReviewStep
      title={t('upi.review.title')}
      rows={[
        { label: t('upi.review.currency'), value: fiatLabel(symbol) },
        {
          label: t('upi.review.amount'),
          value: `${exactAmount(data.amount)} ${fiatLabel(symbol)}`,
          testId: 'review-amount',
        },
        { label: t('upi.review.upiAccount'), value: data.upiAccount, testId: 'review-upi-account' },
      ]}
      confirmLabel={t('upi.review.confirm')}
      onConfirm={onConfirm}
      describeError={(failure) => describeApiError(failure, (key) => t(key))}
      onBack={onBack}
      data-testid="upi-deposit-review"
    />
  );
}
