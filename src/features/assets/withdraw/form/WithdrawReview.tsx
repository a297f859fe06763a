import { Card } from '@mantine/core';
import Big from 'big.js';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawRules } from '../shared/use-withdraw-rules';
import { useSubmitWithdrawal } from '@generated/hooks/funds/funds';
import type { WithdrawalSubmitted } from '@generated/models';
import { describeApiError } from '@/api/describe-error';
import { clearDraft, saveDraft } from '@/forms/form-draft';
import { formatAmount } from '@/lib/display-format';
import { type ReviewRow, ReviewStep } from '@/ui/ReviewStep';
import { type WithdrawalFormData, withdrawalForm } from '@schemas/assets/withdrawal';
import { withdrawErrors } from '../shared/error-text';
import { limitValues } from '../shared/limit-values';
import { networkLabel } from '../shared/networks';
import type { WithdrawalSummary } from './destination';
import { withdrawalDraftKey } from './WithdrawForm';

export interface WithdrawReviewProps {
  /** The checked form data: exactly what is sent. */
  data: WithdrawalFormData;
  limits: WithdrawRules;
  /** The coin's networks, as the form had them (the draft keeps the network). */
  chains: string[];
  onBack: () => void;
  onSubmitted: (answer: WithdrawalSubmitted, summary: WithdrawalSummary) => void;
}

/**
 * The withdrawal as it will be sent, before it is sent (spec §5): amount, fee, what arrives (amount − fee),
 * the network and the whole address, the tag if any. Confirm sends it once; Back keeps everything.
 */
export function WithdrawReview({ data, limits, chains, onBack, onSubmitted }: WithdrawReviewProps) {
  const { t } = useTranslation(['withdraw', 'assets']);
  const submit = useSubmitWithdrawal();
  const draftKey = withdrawalDraftKey(limits.symbol);
  // Spec §4: what was typed outlives a session that ends here, until the withdrawal is sent (the form
  // let go of its draft when it moved on to this step). Secrets are not kept.
  useEffect(() => {
    const form = withdrawalForm(limits, undefined, chains);
    saveDraft(draftKey, data as Record<string, unknown>, form.schema, form.uiSchema as never);
  }, [draftKey, data, limits, chains]);
  const money = (value: string) => `${formatAmount(value, { decimals: limits.precision })} ${limits.symbol}`;
  const address = data.address ?? '';
  const network = networkLabel(data.chainName, t);
  const rows: ReviewRow[] = [
    { label: t('withdraw:review.amount'), value: money(data.amount), testId: 'review-amount' },
    { label: t('withdraw:review.fee'), value: money(data.fee), testId: 'review-fee' },
    {
      label: t('withdraw:review.net'),
      value: money(new Big(data.amount).minus(data.fee).toString()),
      testId: 'review-net',
    },
    { label: t('withdraw:network.label'), value: network, testId: 'review-network' },
    { label: t('withdraw:review.address'), value: address, code: true, testId: 'review-address' },
    ...(data.tag ? [{ label: t('withdraw:review.tag'), value: data.tag, testId: 'review-tag' }] : []),
  ];

  const send = async () => {
    const answer = await submit.mutateAsync({ data: { ...data, address } });
    clearDraft(draftKey);
    if (answer.data) onSubmitted(answer.data, { symbol: data.symbol, amount: data.amount, address, network });
  };

  return (
    <Card withBorder padding="lg" maw={640} data-testid="withdraw-review">
      <ReviewStep
        title={t('withdraw:review.title')}
        rows={rows}
        backLabel={t('withdraw:review.back')}
        confirmLabel={t('withdraw:review.send')}
        confirmTestId="withdraw-review-send"
        onBack={onBack}
        onConfirm={send}
        describeError={(failure) =>
          describeApiError(withdrawErrors.translate(failure, limitValues(limits)), (key) => t(key))
        }
      />
    </Card>
  );
}
