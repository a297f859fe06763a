import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TradeOrderStatus } from '@generated/models';

// Codes 0-6 of spec §4; 1 is "not filled" as the contract decided (TradeOrderStatus). Shade 9 text on a
// light tint keeps WCAG AA (route walker axe).
const COLORS: Record<TradeOrderStatus, string> = {
  0: 'gray',
  1: 'gray',
  2: 'blue',
  3: 'green',
  4: 'dark',
  5: 'violet',
  6: 'red',
};

/** A trade order's status code shown in words. */
export function OrderStatusBadge({ status }: { status: TradeOrderStatus }) {
  const { t } = useTranslation('trade');
  return (
    <Badge
      color={COLORS[status]}
      c={`${COLORS[status]}.9`}
      variant="light"
      data-testid={`order-status-${status}`}
    >
      {t(`orders.statuses.${status}`)}
    </Badge>
  );
}
