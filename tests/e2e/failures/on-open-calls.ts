import type { ScreenKey } from '@/app/routing/route-meta';
import type { Role } from '../walk/roles';

/**
 * Every operation a built screen calls when it opens (issue 8 §2): the shell's start-up calls on every
 * route, plus each screen's own. The route walker fails when a page calls something not listed here, so a
 * screen that gains an on-open call must be added, and failures.e2e.ts then injects each failure into it.
 */
export const STARTUP_CALLS: Record<Role, readonly string[]> = {
  visitor: ['getPublicInfo', 'getCountryList', 'getUserInfo'],
  user: ['getPublicInfo', 'getCountryList', 'getUserInfo', 'getUnreadMessageCount'],
  kycApproved: ['getPublicInfo', 'getCountryList', 'getUserInfo', 'getUnreadMessageCount'],
};

export const SCREEN_CALLS: Record<ScreenKey, readonly string[]> = {
  home: [],
  login: [],
  formsGallery: [],
  notBuilt: [],
};

export function expectedOnOpenCalls(screen: ScreenKey, role: Role): Set<string> {
  return new Set([...STARTUP_CALLS[role], ...SCREEN_CALLS[screen]]);
}
