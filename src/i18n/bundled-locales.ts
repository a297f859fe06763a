import type { LocaleModules } from './resources';

/**
 * Locale files bundled with the i18n module: none in the app, where each is its own chunk loaded per
 * language and namespace. Tests replace this module with every file (vite.config.ts test.alias,
 * tests/test-utils/all-locales.ts), so a screen renders without awaiting its namespaces.
 */
export const bundledLocales: LocaleModules = {};
