import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  getListOtcOrdersQueryKey,
  useCancelOtcOrder,
  useMarkOtcOrderPaid,
} from '@generated/hooks/trade/trade';
import type { OtcOrder } from '@generated/models';
import { fiatLabel, formatAmount, formatText } from '@/lib/display-format';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { orderErrors } from './order-errors';

type ActionableOtcOrder = Pick<
  OtcOrder,
  | 'orderId'
  | 'status'
  | 'tradeType'
  | 'coinSymbol'
  | 'payCoin'
  | 'volume'
  | 'totalPrice'
  | 'counterparty'
  | 'payee'
>;

/**
 * Only an unpaid order the user buys is the user's to pay or cancel (OtcOrderStatus 1), and only with its
 * number, which both calls send. A state or side the answer left out is never taken for 1 or BUY.
 */
export const hasOtcActions = (
  order: Pick<OtcOrder, 'status' | 'tradeType' | 'orderId'>,
): order is ActionableOtcOrder & { orderId: string } =>
  order.status === 1 && order.tradeType === 'BUY' && Boolean(order.orderId);

/**
 * 'I have paid' and 'Cancel' of an unpaid OTC buy, each behind the shared confirmation and sent once. A refusal
 * (spec §8) stays in the dialog, Confirm retrying; either way the OTC orders are read again (the order moves to
 * 2 or 4, or had already moved).
 */
export function OtcOrderActions({ order, fullWidth }: { order: ActionableOtcOrder; fullWidth?: boolean }) {
  const { t } = useTranslation('trade');
  const markPaid = useMarkOtcOrderPaid();
  const cancel = useCancelOtcOrder();
  const invalidate = useInvalidate();
  if (!hasOtcActions(order)) return null;
  const { orderId } = order;
  const facts = {
    orderId,
    total: formatAmount(order.totalPrice, { decimals: 2 }),
    fiat: fiatLabel(order.payCoin),
    volume: formatAmount(order.volume),
    coin: formatText(order.coinSymbol),
    name: formatText(order.payee?.realName ?? order.counterparty),
  };
  const send = (request: Promise<unknown>) =>
    request.finally(() => void invalidate(getListOtcOrdersQueryKey));
  return (
    <Group gap="xs" wrap={fullWidth ? 'nowrap' : 'wrap'} grow={fullWidth}>
      <ConfirmButton
        label={t('otcOrders.paid')}
        question={t('otcOrders.paidQuestion', facts)}
        color="blue"
        fullWidth={fullWidth}
        describeError={(failure) => orderErrors.describe(failure)}
        onConfirm={async () => {
          await send(markPaid.mutateAsync({ data: { orderId } }));
          notifications.show({ color: 'green', message: t('otcOrders.paidDone') });
        }}
      />
      <ConfirmButton
        label={t('otcOrders.cancel')}
        question={t('otcOrders.cancelQuestion', facts)}
        fullWidth={fullWidth}
        describeError={(failure) => orderErrors.describe(failure)}
        onConfirm={async () => {
          await send(cancel.mutateAsync({ data: { orderId } }));
          notifications.show({ color: 'green', message: t('otcOrders.cancelled') });
        }}
      />
    </Group>
  );
}
