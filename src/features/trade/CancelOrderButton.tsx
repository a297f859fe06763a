import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { getListCurrentOrdersQueryKey, useCancelOrder } from '@generated/hooks/trade/trade';
import type { TradeOrder } from '@generated/models';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { orderErrors } from './order-errors';
import { orderPair } from './order-pair';

/** What cancelling sends (orderId, symbol) and the question names (the pair). */
export type CancellableOrder = Pick<TradeOrder, 'baseCoin' | 'quoteCoin'> &
  Required<Pick<TradeOrder, 'orderId' | 'symbol'>>;

/**
 * Cancels an open order after the shared confirmation (a destructive action, sent once). A refusal keeps the
 * dialog open with spec §8's "cancellation failed, retry", Confirm retrying; either way the current orders are
 * read again (the order moves to 5, pending cancellation, then 4, or may have just filled).
 */
export function CancelOrderButton({ order, fullWidth }: { order: CancellableOrder; fullWidth?: boolean }) {
  const { t } = useTranslation('trade');
  const cancel = useCancelOrder();
  const invalidate = useInvalidate();
  return (
    <ConfirmButton
      label={t('orders.cancel')}
      fullWidth={fullWidth}
      question={t('orders.cancelQuestion', {
        orderId: order.orderId,
        pair: orderPair(order),
      })}
      describeError={(failure) => orderErrors.describe(failure)}
      onConfirm={async () => {
        await cancel
          .mutateAsync({ data: { orderId: order.orderId, symbol: order.symbol } })
          .finally(() => void invalidate(getListCurrentOrdersQueryKey));
        notifications.show({ color: 'green', message: t('orders.cancelled') });
      }}
    />
  );
}
