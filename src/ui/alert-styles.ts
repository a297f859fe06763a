import type { AlertProps } from '@mantine/core';

/** A light Alert's coloured title fails WCAG AA contrast (axe in the route walker): use the text colour. */
export const READABLE_ALERT: AlertProps['styles'] = { title: { color: 'var(--mantine-color-text)' } };
