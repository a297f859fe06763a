import type { ScreenRegistry } from '../lazy-screen';

/** The personal centre's account and security screens (issue 10). */
export const PERSONAL_SECURITY_SCREENS: ScreenRegistry = {};
