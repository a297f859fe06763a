import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvestmentProductStatus } from '@generated/models';
import { READABLE_BADGE } from './badge-styles';

/** Spec §4 product state: in subscription (open) or subscription ended. */
export function StatusBadge({ status }: { status: InvestmentProductStatus }) {
  const { t } = useTranslation('investments');
  return (
    <Badge variant="light" color={status === 'in_subscription' ? 'teal' : 'gray'} styles={READABLE_BADGE}>
      {t(`status.${status}`)}
    </Badge>
  );
}
