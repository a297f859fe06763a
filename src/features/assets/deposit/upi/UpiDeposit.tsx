import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateUpiDeposit, getListUpiDepositsQueryKey } from '@generated/hooks/funds/funds';
import type { UpiDepositOrder } from '@generated/models';
import { SchemaForm } from '@/forms/SchemaForm';
import { type UpiDepositFormData, upiDepositForm } from '@schemas/assets/upi-deposit';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { CopyRow } from '../shared/CopyRow';
import { depositErrors } from '../shared/deposit-errors';
import { fiatMoney } from '@/lib/display-format';
import { UpiDepositReview } from './UpiDepositReview';
import { UpiOrderList } from './UpiOrderList';

/** UPI pays rupees only. */
const UPI_SYMBOL = 'inr';

/** A UPI deposit in rupees (spec §3 "UPI account", §4 "UPI deposit"): the order, its pay link, the user's orders. */
export function UpiDeposit() {
  const { t } = useTranslation('deposit');
  const [order, setOrder] = useState<UpiDepositOrder | null>(null);
  // What the form checked: shown for review before it is sent, and given back to the form on Back.
  const [draft, setDraft] = useState<UpiDepositFormData | undefined>();
  const [reviewing, setReviewing] = useState(false);
  const create = useCreateUpiDeposit();
  const invalidate = useInvalidate();
  const form = upiDepositForm;
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" maw={720}>
        {order ? (
          <UpiPayment order={order} onNewOrder={() => setOrder(null)} />
        ) : (
          <Stack gap="md">
            <Title order={2} size="h4">
              {t(form.title)}
            </Title>
            {reviewing && draft ? (
              <UpiDepositReview
                data={draft}
                symbol={UPI_SYMBOL}
                onBack={() => setReviewing(false)}
                onConfirm={async () => {
                  const answer = await depositErrors.guard(
                    create.mutateAsync({
                      data: { amount: draft.amount, upiAccount: draft.upiAccount, symbol: UPI_SYMBOL },
                    }),
                  );
                  void invalidate(getListUpiDepositsQueryKey);
                  setReviewing(false);
                  setDraft(undefined);
                  if (answer.data) setOrder(answer.data);
                }}
              />
            ) : (
              <SchemaForm<UpiDepositFormData>
                form={form}
                formData={draft}
                keepDraft={false}
                submitLabel={t('upi.continue')}
                onChange={setDraft}
                onSubmit={async (data) => {
                  setDraft(data);
                  setReviewing(true);
                }}
              />
            )}
          </Stack>
        )}
      </Card>
      <UpiOrderList />
    </Stack>
  );
}

/** The order to pay: its pay link as a QR code for a phone's UPI app, and as a link on the phone itself. */
function UpiPayment({ order, onNewOrder }: { order: UpiDepositOrder; onNewOrder: () => void }) {
  const { t } = useTranslation('deposit');
  return (
    <Stack gap="md" data-testid="upi-order">
      <Group justify="space-between">
        <Text fw={600}>{t('upi.payTitle', { amount: fiatMoney(order.amount, order.symbol) })}</Text>
        <StatusBadge of="upiDeposit" status={order.status} />
      </Group>
      <Group align="flex-start" gap="xl">
        {order.payLink && (
          <QRCodeSVG value={order.payLink} size={160} role="img" aria-label={t('upi.qrLabel')} />
        )}
        <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
          <Text size="sm">{t('upi.scan')}</Text>
          {order.payLink && (
            <Anchor href={order.payLink} size="sm">
              {t('upi.openApp')}
            </Anchor>
          )}
          <CopyRow label={t('upi.orderId')} value={order.id} />
          <CopyRow label={t('upi.upiAccount')} value={order.upiAccount} />
        </Stack>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" size="compact-sm" onClick={onNewOrder}>
          {t('upi.newOrder')}
        </Button>
      </Group>
    </Stack>
  );
}
