// Every locale file, bundled: stands in for src/i18n/bundled-locales.ts in the jsdom tests (vite.config.ts).
import type { LocaleModules } from '@/i18n/resources';

export const bundledLocales: LocaleModules = import.meta.glob('/src/i18n/locales/*/*.json', { eager: true });
