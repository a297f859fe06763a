import type { ScreenRegistry } from '../lazy-screen';

/** Identity verification (issue 11). */
export const KYC_SCREENS: ScreenRegistry = {};
