import { Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSubmitInternalTransfer } from '@generated/hooks/funds/funds';
import type { InternalTransferResult, WithdrawConfig } from '@generated/models';
import { describeApiError } from '@/api/describe-error';
import { formatAmountWithUnit, formatText } from '@/lib/display-format';
import { type ReviewRow, ReviewStep } from '@/ui/ReviewStep';
import { withdrawErrors } from '../shared/error-text';
import { limitValues } from '../shared/limit-values';
import { networkLabel } from '../shared/networks';
import type { CheckedTransfer } from './TransferForm';

export interface TransferConfirmProps {
  transfer: CheckedTransfer;
  /** The coin's rules, its symbol the one asked for when the answer left it out (useWithdrawRules). */
  limits: WithdrawConfig & { symbol: string };
  onBack: () => void;
  onDone: (result: InternalTransferResult) => void;
}

/**
 * The checked recipient, or the network and whole address, and the amount, confirmed before the transfer
 * is sent (spec §4, §5); what is shown is what is sent.
 */
export function TransferConfirm({ transfer, limits, onBack, onDone }: TransferConfirmProps) {
  const { symbol, precision } = limits;
  const { t } = useTranslation(['withdraw', 'common']);
  const send = useSubmitInternalTransfer();
  const { data, recipient } = transfer;
  const money = (value: string | undefined) => formatAmountWithUnit(value, symbol, { decimals: precision });
  const rows: ReviewRow[] = recipient
    ? [
        { label: t('withdraw:transfer.recipientName'), value: formatText(recipient.maskedName) },
        { label: t('withdraw:transfer.recipientAccount'), value: formatText(recipient.maskedAccount) },
        { label: t('withdraw:transfer.recipientUid'), value: String(recipient.uid) },
      ]
    : [
        {
          label: t('withdraw:network.label'),
          value: networkLabel(data.chainName, t),
          testId: 'transfer-confirm-network',
        },
        {
          label: t('withdraw:transfer.address'),
          value: data.address ?? '',
          code: true,
          testId: 'transfer-confirm-address',
        },
        ...(data.tag ? [{ label: t('withdraw:transfer.tag'), value: data.tag }] : []),
        { label: t('withdraw:transfer.fee'), value: money(data.fee) },
      ];
  rows.push({ label: t('withdraw:transfer.amount'), value: money(data.amount) });

  const confirm = async () => {
    const answer = await send.mutateAsync({ data: { ...data, symbol } });
    if (answer.data) onDone(answer.data);
  };

  return (
    <Card withBorder padding="lg" maw={640} data-testid="transfer-confirm">
      <ReviewStep
        title={t('withdraw:transfer.confirmTitle')}
        rows={rows}
        backLabel={t('withdraw:transfer.back')}
        confirmLabel={t('withdraw:transfer.confirm')}
        confirmTestId="transfer-confirm-send"
        onBack={onBack}
        onConfirm={confirm}
        describeError={(failure) =>
          describeApiError(withdrawErrors.translate(failure, limitValues(limits)), (key) => t(key))
        }
      />
    </Card>
  );
}
