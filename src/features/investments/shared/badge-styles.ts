// Text in the page's text colour on the light tint keeps WCAG AA contrast (axe in the route walker), and a
// badge is never squeezed to an ellipsis beside a long product name.
export const READABLE_BADGE = {
  root: { flexShrink: 0, overflow: 'visible' },
  label: { color: 'var(--mantine-color-text)', overflow: 'visible' },
} as const;
