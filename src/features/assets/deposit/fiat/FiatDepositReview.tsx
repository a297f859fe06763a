import { useTranslation } from 'react-i18next';
import type { CompanyBankAccount } from '@generated/models';
import { describeApiError } from '@/api/describe-error';
import { exactAmount, fiatLabel } from '@/lib/display-format';
import { type ReviewRow, ReviewStep } from '@/ui/ReviewStep';
import type { FiatDepositFormData } from '@schemas/assets/fiat-deposit';

interface FiatDepositReviewProps {
  data: FiatDepositFormData;
  symbol: string;
  /** The platform's account the transfer goes to, when it has loaded. */
  company: CompanyBankAccount | undefined;
  onBack: () => void;
  /** Sends exactly `data` with `symbol`. */
  onConfirm: () => Promise<unknown>;
}

/** The deposit order as it will be sent (createFiatDeposit), before it is placed. */
export function FiatDepositReview({ data, symbol, company, onBack, onConfirm }: FiatDepositReviewProps) {
  const { t } = useTranslation('deposit');
  const rows: ReviewRow[] = [
    { label: t('fiat.review.currency'), value: fiatLabel(symbol), testId: 'review-currency' },
    {
      label: t('fiat.review.amount'),
      value: `${exactAmount(data.amount)} ${fiatLabel(symbol)}`,
      testId: 'review-amount',
    },
    { label: t('fiat.review.method'), value: t('fiat.review.methodValue') },
  ];
  if (company)
    rows.push({
      label: t('fiat.review.payee'),
      value: `${company.payee}, ${company.bankName} ${company.bankAccountNumber}`,
    });
  return (
    <ReviewStep
      title={t('fiat.review.title')}
      rows={rows}
      confirmLabel={t('fiat.review.confirm')}
      onConfirm={onConfirm}
      describeError={(failure) => describeApiError(failure, (key) => t(key))}
      onBack={onBack}
      data-testid="fiat-deposit-review"
    />
  );
}
