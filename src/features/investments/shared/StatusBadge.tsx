import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvestmentProductStatus } from '@generated/models';

// Never squeezed to an ellipsis beside a long product name.
const WHOLE = { flexShrink: 0, overflow: 'visible' } as const;

/** Spec §4 product state: in subscription (open) or subscription ended. Shade 9 text keeps WCAG AA. */
export function StatusBadge({ status }: { status: InvestmentProductStatus }) {
  const { t } = useTranslation('investments');
  const open = status === 'in_subscription';
  return (
    <Badge variant="light" color={open ? 'teal' : 'gray'} c={open ? 'teal.9' : 'gray.9'} style={WHOLE}>
      {t(`status.${status}`)}
    </Badge>
  );
}
