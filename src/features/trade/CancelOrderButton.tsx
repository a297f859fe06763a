import { Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListCurrentOrdersUrl, useCancelOrder } from '@generated/hooks/trade/trade';
import type { TradeOrder } from '@generated/models';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { ActionButton } from '@/ui/ActionButton';

/**
 * Cancels an open order. A failure shows spec §8's "cancellation failed, retry" beside a Retry; success
 * re-reads the current orders (the order moves to 5, pending cancellation, then 4).
 */
export function CancelOrderButton({ order }: { order: Pick<TradeOrder, 'orderId' | 'symbol'> }) {
  const { t } = useTranslation('trade');
  const queryClient = useQueryClient();
  const cancel = useCancelOrder({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const [failed, setFailed] = useState(false);
  // The failure stays shown until a retry succeeds, so the busy Retry is not swapped for an idle Cancel.
  const run = async () => {
    try {
      await cancel.mutateAsync({ data: { orderId: order.orderId, symbol: order.symbol } });
      setFailed(false);
      notifications.show({ color: 'green', message: t('orders.cancelled') });
      await queryClient.invalidateQueries({ queryKey: ['POST', getListCurrentOrdersUrl()] });
    } catch {
      setFailed(true);
    }
  };
  if (failed)
    return (
      <Stack gap={4} role="alert" data-testid="cancel-failed">
        <Text size="xs" c="red">
          {t('orders.cancelFailed')}
        </Text>
        <Group gap={4}>
          <ActionButton size="compact-xs" color="red" variant="light" onClick={run}>
            {t('orders.retryCancel')}
          </ActionButton>
        </Group>
      </Stack>
    );
  return (
    <ActionButton size="compact-xs" variant="light" onClick={run}>
      {t('orders.cancel')}
    </ActionButton>
  );
}
