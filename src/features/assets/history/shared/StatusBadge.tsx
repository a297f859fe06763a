import { Badge } from '@mantine/core';

// Text in the page's text colour on the light tint keeps WCAG AA contrast (axe in the route walker); a long
// state ("Waiting for bank transfer") wraps in a narrow column instead of being cut off.
const READABLE_WRAPPING = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { color: 'var(--mantine-color-text)', whiteSpace: 'normal', overflow: 'visible' },
} as const;

/** A record's state as a tinted badge. */
export function StatusBadge({ color, label }: { color: string; label: string }) {
  return (
    <Badge variant="light" color={color} radius="sm" tt="none" styles={READABLE_WRAPPING}>
      {label}
    </Badge>
  );
}
