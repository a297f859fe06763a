import type { ScreenRegistry } from '../lazy-screen';

/** The personal centre's records and lists (issue 10). */
export const PERSONAL_RECORDS_SCREENS: ScreenRegistry = {};
