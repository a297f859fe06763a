import { Badge } from '@mantine/core';

// A long state ("Waiting for bank transfer") wraps in a narrow column instead of being cut off.
const WRAPPING = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

/** A record's state as a tinted badge; shade 9 text keeps WCAG AA contrast on the tint (axe). */
export function StatusBadge({ color, label }: { color: string; label: string }) {
  return (
    <Badge variant="light" color={color} c={`${color}.9`} radius="sm" tt="none" styles={WRAPPING}>
      {label}
    </Badge>
  );
}
