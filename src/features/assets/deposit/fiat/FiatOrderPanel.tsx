import { Alert, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FiatDepositOrder } from '@generated/models';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { useFocusOnShow } from '@/ui/use-focus-on-show';
import { CopyRow } from '../shared/CopyRow';
import { fiatMoney } from '@/lib/display-format';
import { FiatOrderActions } from './FiatOrderActions';
import { isLateCnyTransfer } from './large-transfer';

export interface FiatOrderPanelProps {
  order: FiatDepositOrder;
  onChanged: (order: FiatDepositOrder) => void;
  onNewOrder: () => void;
}

/** A new deposit order (spec §3 "Deposit order"): what to transfer where, with the order ID as reference. */
export function FiatOrderPanel({ order, onChanged, onNewOrder }: FiatOrderPanelProps) {
  const { t } = useTranslation(['deposit', 'history']);
  // The order takes the place of the review its Confirm was on.
  const title = useFocusOnShow<HTMLParagraphElement>();
  return (
    <Card withBorder padding="lg" maw={720} data-testid="fiat-order">
      <Stack gap="md">
        <Group justify="space-between">
          <Text fw={600} ref={title} tabIndex={-1}>
            {t('fiat.orderTitle')}
          </Text>
          <StatusBadge of="fiatDeposit" status={order.status} />
        </Group>
        {order.status === 'waiting_transfer' && (
          <Text size="sm">{t('fiat.transferNow', { amount: fiatMoney(order.amount, order.symbol) })}</Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CopyRow label={t('fiat.amount')} value={fiatMoney(order.amount, order.symbol)} />
          <CopyRow label={t('fiat.reference')} value={order.id} testId="fiat-order-id" />
          <CopyRow label={t('fiat.payee')} value={order.payee} />
          <CopyRow label={t('fiat.accountNumber')} value={order.bankAccountNumber} />
          <CopyRow label={t('fiat.bankName')} value={order.bankName} />
          <CopyRow label={t('fiat.transactionId')} value={order.transactionId} />
        </SimpleGrid>
        {isLateCnyTransfer(order.symbol, order.amount) && <LateTransferNotice />}
        <Group justify="space-between">
          <FiatOrderActions order={order} onChanged={onChanged} />
          <Button variant="default" size="compact-sm" onClick={onNewOrder}>
            {t('fiat.newOrder')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Spec §9: bank transfers above 50,000 CNY may arrive late. */
export function LateTransferNotice() {
  const { t } = useTranslation('deposit');
  return (
    <Alert color="yellow" data-testid="late-transfer-notice">
      {t('fiat.lateNotice')}
    </Alert>
  );
}
