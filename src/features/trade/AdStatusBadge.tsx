import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OtcAdStatus } from '@generated/models';

const COLORS: Record<OtcAdStatus, string> = {
  published: 'green',
  trading: 'blue',
  overdue: 'pink',
  closed: 'gray',
};

/** An ad's state of spec §4: published, trading, overdue, closed. */
export function AdStatusBadge({ status }: { status: OtcAdStatus }) {
  const { t } = useTranslation('trade');
  return (
    <Badge
      color={COLORS[status]}
      c={`${COLORS[status]}.9`}
      variant="light"
      data-testid={`ad-status-${status}`}
    >
      {t(`ads.statuses.${status}`)}
    </Badge>
  );
}
