import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionRecordStatus } from '@generated/models';
import { READABLE_BADGE } from '../shared/badge-styles';

// Spec §4 subscription record states, each its tint.
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
    <Badge variant="light" color={COLORS[status]} styles={READABLE_BADGE}>
      {t(`recordStatus.${status}`)}
    </Badge>
  );
}
