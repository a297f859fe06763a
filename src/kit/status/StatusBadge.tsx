import { Badge, Text } from '@mantine/core';
import { EMPTY_DISPLAY } from '@/lib/display-format';
import { useTranslation } from 'react-i18next';
import {
  STATUS_TABLES,
  statusColor,
  type StatusEnum,
  type StatusLabels,
  type StatusOf,
} from './status-tables';

// A long state ("Waiting for bank transfer") wraps in a narrow column, and a badge is never squeezed beside a
// name (its text colour on the light tint is the theme's default, src/app/readable-contrast.ts).
const WRAPPING_BADGE = {
  root: { height: 'auto', paddingBlock: 2, flexShrink: 0, overflow: 'visible' },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

export interface StatusBadgeProps<E extends StatusEnum> {
  /** Which status enum of the contract the value belongs to. */
  of: E;
  /** Absent when the answer left it out: then '--', never a guessed state. */
  status: StatusOf<E> | undefined;
  /** Where the screen's words for the values are, when not the enum's default (status-tables.ts). */
  labels?: StatusLabels<E>;
  'data-testid'?: string;
}

/** A status of the contract as a tinted badge: its colour from the enum's one table, its words translated. */
export function StatusBadge<E extends StatusEnum>({
  of,
  status,
  labels,
  'data-testid': testId,
}: StatusBadgeProps<E>) {
  const { labels: known } = STATUS_TABLES[of];
  const prefix: string = labels ?? known[0];
  const { t } = useTranslation(prefix.split(':')[0]);
  if (status === undefined || status === null)
    return (
      <Text span size="sm" data-testid={testId}>
        {EMPTY_DISPLAY}
      </Text>
    );
  return (
    <Badge
      variant="light"
      color={statusColor(of, status)}
      radius="sm"
      tt="none"
      styles={WRAPPING_BADGE}
      data-testid={testId}
    >
      {t(`${prefix}.${String(status)}`)}
    </Badge>
  );
}
