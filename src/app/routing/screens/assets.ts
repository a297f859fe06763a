import type { ScreenRegistry } from '../lazy-screen';

/** Assets and money movement (issue 12). */
export const ASSETS_SCREENS: ScreenRegistry = {};
