import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getListSubscriptionRecordsQueryKey,
  getListTokenAccountAssetsQueryKey,
  useListTokenAccountAssets,
} from '@generated/hooks/assets/assets';
import type { InvestmentProduct, InvestmentSubscription } from '@generated/models';
import { SchemaForm } from '@/forms/SchemaForm';
import { formatAmount } from '@/lib/display-format';
import {
  type InvestmentSubscriptionFormData,
  investmentSubscriptionForm,
} from '@schemas/assets/investment-subscription';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { QueryState } from '@/kit/query-state/QueryState';
import { ConfirmSubscription } from './ConfirmSubscription';
import { QuoteSummary } from './QuoteSummary';
import { quoteSubscription, type SubscriptionQuote } from './subscription-math';

interface SubscriptionFormProps {
  product: InvestmentProduct;
  /** The product's subscriptionCoin, which the panel checked is there. */
  coin: string;
  onSubscribed: (subscription: InvestmentSubscription) => void;
}

/**
 * Subscribing (spec §2 investment confirmation, §5 "Investment"): the amount against the available balance
 * of the product's coin, the agreement, a review of quantity × unit price, then confirm.
 */
export function SubscriptionForm({ product, coin, onSubscribed }: SubscriptionFormProps) {
  const { t } = useTranslation('investments');
  const invalidate = useInvalidate();
  const balance = useListTokenAccountAssets({ coinSymbols: coin });
  const available = balance.data?.data.symbols[coin]?.available ?? '0';
  const form = useMemo(
    () => investmentSubscriptionForm({ symbol: product.symbol, available, precision: product.precision }),
    [product.symbol, product.precision, available],
  );
  // Everything typed (the agreement's tick too), given back to the form on the review's Back.
  const [typed, setTyped] = useState<Partial<InvestmentSubscriptionFormData>>({});
  const amount = typed.amount;
  const [review, setReview] = useState<SubscriptionQuote | null>(null);
  const quote = quoteSubscription(amount, product, available);

  const submit = async (data: InvestmentSubscriptionFormData) => {
    const entered = quoteSubscription(data.amount, product, available);
    if (entered?.meetsMinimum) setReview(entered);
  };

  const subscribed = (subscription: InvestmentSubscription) => {
    void invalidate(getListSubscriptionRecordsQueryKey, getListTokenAccountAssetsQueryKey);
    onSubscribed(subscription);
  };

  return (
    <QueryState query={balance} failedTitle={t('investments:state.loadFailed')}>
      <Stack gap="md">
        <Text size="sm" data-testid="available-balance">
          {t('subscribe.available', { amount: `${formatAmount(available)} ${coin}` })}
        </Text>
        {review ? (
          <ConfirmSubscription
            product={product}
            coin={coin}
            quote={review}
            available={available}
            onBack={() => setReview(null)}
            onSubscribed={subscribed}
          />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('subscribe.agreementText')}
            </Text>
            <SchemaForm<InvestmentSubscriptionFormData>
              form={form}
              formData={{ ...typed, symbol: product.symbol } as InvestmentSubscriptionFormData}
              keepDraft={false}
              submitLabel={t('subscribe.review')}
              onChange={setTyped}
              onSubmit={submit}
            />
            <QuoteSummary
              quote={quote}
              unitPrice={product.issueUnitPrice}
              coin={coin}
              precision={product.precision}
              minimum={product.minimumSubscription}
            />
          </>
        )}
      </Stack>
    </QueryState>
  );
}
