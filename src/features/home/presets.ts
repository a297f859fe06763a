// Mantine prop presets for the home page. They live outside JSX because the i18next lint rule treats
// every literal attribute on a component as visible text.
export const sectionContainer = { component: 'section', size: 'lg', py: 48 } as const;
export const sectionIntro = { c: 'dimmed', size: 'lg', maw: 720 } as const;
export const cardGrid = { cols: { base: 1, sm: 2, md: 3 }, spacing: 'lg' } as const;
export const stepGrid = { cols: { base: 1, sm: 2, md: 4 }, spacing: 'lg' } as const;
export const featureCard = { padding: 'lg', radius: 'md', withBorder: true } as const;
export const featureIcon = { size: 44, radius: 'md', variant: 'light' } as const;
export const cardTitle = { order: 3, size: 'h4' } as const;
export const cardStack = { gap: 'sm' } as const;
export const cardText = { c: 'dimmed', size: 'sm' } as const;
export const heroContainer = { component: 'section', size: 'lg', pt: 64, pb: 48 } as const;
export const heroSubtitle = { c: 'dimmed', size: 'xl', maw: 760 } as const;
export const primaryCta = { size: 'md', variant: 'filled' } as const;
export const secondaryCta = { size: 'md', variant: 'default' } as const;
export const faqAccordion = { variant: 'separated', radius: 'md', order: 3 } as const;
export const sectionStack = { gap: 'lg' } as const;
export const faqAnswer = { gap: 'xs' } as const;
export const heroStack = { gap: 'lg' } as const;
