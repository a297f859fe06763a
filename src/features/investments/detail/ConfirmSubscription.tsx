import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvestmentProduct, InvestmentSubscription } from '@generated/models';
import { useSubscribeInvestmentProduct } from '@generated/hooks/investments/investments';
import { describeApiError } from '@/api/describe-error';
import { exactAmount, formatAmount } from '@/lib/display-format';
import { ReviewStep } from '@/ui/ReviewStep';
import { subscribeErrors } from './subscribe-errors';
import type { SubscriptionQuote } from './subscription-math';

interface ConfirmProps {
  product: InvestmentProduct;
  coin: string;
  quote: SubscriptionQuote;
  /** The token account's available balance of the product's coin, which the total is paid from. */
  available: string;
  onBack: () => void;
  onSubscribed: (subscription: InvestmentSubscription) => void;
}

/** The investment confirmation (spec §2): exactly what will be sent and what it draws on, then subscribe. */
export function ConfirmSubscription({ product, coin, quote, available, onBack, onSubscribed }: ConfirmProps) {
  const { t } = useTranslation(['investments', 'common']);
  const subscribe = useSubscribeInvestmentProduct();

  const confirm = async () => {
    try {
      const answer = await subscribe.mutateAsync({
        data: { symbol: product.symbol, amount: quote.total, agreementAccepted: true },
      });
      if (answer.data) onSubscribed(answer.data);
    } catch (error) {
      throw subscribeErrors.translate(error);
    }
  };

  return (
    <ReviewStep
      title={t('investments:subscribe.confirmTitle')}
      rows={[
        { label: t('investments:subscribe.product'), value: product.symbol },
        {
          label: t('investments:subscribe.unitPrice'),
          value: `${exactAmount(product.issueUnitPrice)} ${coin}`,
        },
        {
          label: t('investments:subscribe.quantity'),
          value: exactAmount(quote.quantity),
          testId: 'quote-quantity',
        },
        {
          label: t('investments:subscribe.total'),
          value: `${exactAmount(quote.total)} ${coin}`,
          testId: 'review-amount',
        },
        {
          label: t('investments:subscribe.paidFrom'),
          value: t('investments:subscribe.paidFromValue', {
            available: `${formatAmount(available)} ${coin}`,
          }),
        },
      ]}
      confirmLabel={t('investments:subscribe.confirm')}
      onConfirm={confirm}
      describeError={(failure) => describeApiError(failure, (key) => t(key))}
      onBack={onBack}
      data-testid="subscription-confirm"
    >
      <Text size="sm">{t('investments:subscribe.agreementAccepted')}</Text>
    </ReviewStep>
  );
}
