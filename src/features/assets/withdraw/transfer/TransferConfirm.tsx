import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitInternalTransfer } from '@generated/hooks/funds/funds';
import type { InternalTransferResult, WithdrawConfig } from '@generated/models';
import { describeApiError } from '@/api/describe-error';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { formatAddress, formatAmountWithUnit, formatText } from '@/lib/display-format';
import { ActionButton } from '@/ui/ActionButton';
import { translateFailure } from '../shared/error-text';
import { limitValues } from '../shared/limit-values';
import type { CheckedTransfer } from './TransferForm';

export interface TransferConfirmProps {
  transfer: CheckedTransfer;
  /** The coin's rules, its symbol the one asked for when the answer left it out (useWithdrawRules). */
  limits: WithdrawConfig & { symbol: string };
  onBack: () => void;
  onDone: (result: InternalTransferResult) => void;
}

/** The checked recipient (or address) and amount, confirmed before the transfer is sent (spec §5). */
export function TransferConfirm({ transfer, limits, onBack, onDone }: TransferConfirmProps) {
  const { symbol, precision } = limits;
  const { t } = useTranslation(['withdraw', 'common']);
  const send = useSubmitInternalTransfer({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const [error, setError] = useState<string | null>(null);
  const { data, recipient } = transfer;
  const rows: [string, string][] = recipient
    ? [
        [t('withdraw:transfer.recipientName'), formatText(recipient.maskedName)],
        [t('withdraw:transfer.recipientAccount'), formatText(recipient.maskedAccount)],
        [t('withdraw:transfer.recipientUid'), String(recipient.uid)],
      ]
    : [
        [t('withdraw:transfer.address'), formatAddress(data.address ?? '')],
        ...(data.tag ? [[t('withdraw:transfer.tag'), data.tag] as [string, string]] : []),
        [t('withdraw:transfer.fee'), formatAmountWithUnit(data.fee, symbol, { decimals: precision })],
      ];
  rows.push([
    t('withdraw:transfer.amount'),
    formatAmountWithUnit(data.amount, symbol, { decimals: precision }),
  ]);

  const confirm = async () => {
    setError(null);
    try {
      const answer = await send.mutateAsync({ data: { ...data, symbol } });
      if (answer.data) onDone(answer.data);
    } catch (failure) {
      setError(describeApiError(translateFailure(failure, t, limitValues(limits)), (key) => t(key)));
    }
  };

  return (
    <Card withBorder padding="lg" maw={640} data-testid="transfer-confirm">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('withdraw:transfer.confirmTitle')}
        </Title>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%">{label}</Table.Th>
                <Table.Td>
                  <Text size="sm">{value}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {t('withdraw:transfer.back')}
          </Button>
          <ActionButton onClick={confirm}>{t('withdraw:transfer.confirm')}</ActionButton>
        </Group>
      </Stack>
    </Card>
  );
}
