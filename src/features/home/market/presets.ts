// Mantine prop presets of the market section (outside JSX: the i18next lint rule reads literal attributes
// as visible text). The placeholder keeps the section's height, so nothing below jumps when data arrives.
export const marketPlaceholder = { h: 320, bdrs: 'md', bg: 'var(--mantine-color-gray-0)' } as const;
export const marketGrid = { cols: { base: 1, md: 2 }, spacing: 'lg' } as const;
export const panelCard = { padding: 'lg', radius: 'md', withBorder: true } as const;
export const panelTitle = { order: 3, size: 'h4' } as const;
export const HIGHLIGHT_COUNT = 3;
export const HOT_COIN_COUNT = 6;
