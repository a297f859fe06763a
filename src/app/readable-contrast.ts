import type { AlertProps, BadgeProps, MantineTheme } from '@mantine/core';

// A light Alert's coloured title and a light Badge's coloured label fail WCAG AA contrast on their tint (axe in
// the route walker): both take the page's text colour, as theme defaults rather than a style each screen
// passes. Only the light variant (an Alert's default): a filled one keeps its white text.
const TEXT_COLOUR = { color: 'var(--mantine-color-text)' };
const isLight = (variant: string | undefined, fallback: string) => (variant ?? fallback) === 'light';

export const readableContrast = {
  Alert: {
    styles: (_theme: MantineTheme, props: AlertProps) =>
      isLight(props.variant, 'light') ? { title: TEXT_COLOUR } : {},
  },
  Badge: {
    styles: (_theme: MantineTheme, props: BadgeProps) =>
      isLight(props.variant, 'filled') ? { label: TEXT_COLOUR } : {},
  },
};
