import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvestmentProduct, InvestmentSubscription } from '@generated/models';
import { useSubscribeInvestmentProduct } from '@generated/hooks/investments/investments';
import { describeApiError } from '@/api/describe-error';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { ActionButton } from '@/ui/ActionButton';
import { READABLE_ALERT } from '@/ui/alert-styles';
import { QuoteSummary } from './QuoteSummary';
import { translateSubscribeError } from './subscribe-errors';
import type { SubscriptionQuote } from './subscription-math';

interface ConfirmProps {
  product: InvestmentProduct;
  quote: SubscriptionQuote;
  onBack: () => void;
  onSubscribed: (subscription: InvestmentSubscription) => void;
}

/** The investment confirmation (spec §2): the quote once more, then the subscription with the agreement. */
export function ConfirmSubscription({ product, quote, onBack, onSubscribed }: ConfirmProps) {
  const { t } = useTranslation(['investments', 'common']);
  const subscribe = useSubscribeInvestmentProduct({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      const answer = await subscribe.mutateAsync({
        data: { symbol: product.symbol, amount: quote.total, agreementAccepted: true },
      });
      if (answer.data) onSubscribed(answer.data);
    } catch (error) {
      setFailure(describeApiError(translateSubscribeError(error, t), (key) => t(key)));
    }
  };

  return (
    <Stack gap="md" data-testid="subscription-confirm">
      <Text fw={600}>{t('investments:subscribe.confirmTitle')}</Text>
      <QuoteSummary
        quote={quote}
        unitPrice={product.issueUnitPrice}
        coin={product.subscriptionCoin}
        precision={product.precision}
        minimum={product.minimumSubscription}
      />
      <Text size="sm">{t('investments:subscribe.agreementAccepted')}</Text>
      {failure && (
        <Alert color="red" styles={READABLE_ALERT} role="alert" title={t('investments:subscribe.failed')}>
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack} disabled={subscribe.isPending}>
          {t('investments:subscribe.back')}
        </Button>
        <ActionButton onClick={confirm}>{t('investments:subscribe.confirm')}</ActionButton>
      </Group>
    </Stack>
  );
}
