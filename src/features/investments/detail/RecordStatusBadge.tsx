import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionRecordStatus } from '@generated/models';

// Spec §4 subscription record states; shade 9 text on a light tint keeps WCAG AA (route walker axe).
const COLORS: Record<SubscriptionRecordStatus, string> = {
  pending: 'blue',
  approved: 'teal',
  disbursed: 'green',
  rejected: 'red',
  disburse_failed: 'orange',
};

export function RecordStatusBadge({ status }: { status: SubscriptionRecordStatus }) {
  const { t } = useTranslation('investments');
  return (
    <Badge variant="light" color={COLORS[status]} c={`${COLORS[status]}.9`}>
      {t(`recordStatus.${status}`)}
    </Badge>
  );
}
