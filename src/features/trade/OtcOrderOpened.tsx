import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CreatedOtcOrder, OtcTradeType } from '@generated/models';
import { fiatLabel, formatAmount } from '@/lib/display-format';
import { useFocusOnShow } from '@/ui/use-focus-on-show';
import { ORDERS_TAB_PARAM, SHOW_ORDERS_STATE } from './OrdersTabs';
import { hasPayeeAccount, OtcPayeeDetails } from './OtcPayeeDetails';

interface OtcOrderOpenedProps {
  order: CreatedOtcOrder;
  side: OtcTradeType;
  /** Fiat to pay or receive (price × quantity of the order just sent). */
  total: string | null;
  fiat: string;
  /** Closes the dialog when the user goes to the list. */
  onDone: () => void;
}

/** The order just opened: where a buyer pays (the answer's payee), and the way to the OTC orders list. */
export function OtcOrderOpened({ order, side, total, fiat, onDone }: OtcOrderOpenedProps) {
  const { t } = useTranslation('trade');
  const amount = { total: formatAmount(total, { decimals: 2 }), fiat: fiatLabel(fiat) };
  // It takes the place of the review whose Confirm had the focus.
  const heading = useFocusOnShow<HTMLParagraphElement>();
  return (
    <Stack gap="sm" role="status" data-testid="otc-order-opened">
      <Text fw={700} ref={heading} tabIndex={-1}>
        {order.orderId ? t('take.opened', { orderId: order.orderId }) : t('take.openedNoNumber')}
      </Text>
      {side === 'SELL' && <Text size="sm">{t('take.buyerPays', amount)}</Text>}
      {side === 'BUY' && hasPayeeAccount(order.payee) && (
        <>
          <Text size="sm">{t('take.payNow', amount)}</Text>
          <OtcPayeeDetails payee={order.payee} />
        </>
      )}
      {side === 'BUY' && !hasPayeeAccount(order.payee) && <Text size="sm">{t('take.noPayee', amount)}</Text>}
      <Button
        component={Link}
        to={{ search: `?${ORDERS_TAB_PARAM}=otc-current` }}
        state={SHOW_ORDERS_STATE}
        onClick={onDone}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('take.seeOrders')}
      </Button>
    </Stack>
  );
}
