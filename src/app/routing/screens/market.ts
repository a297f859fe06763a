import type { ScreenRegistry } from '../lazy-screen';

/** Investments, trade and CMS (issue 13). */
export const MARKET_SCREENS: ScreenRegistry = {};
