import type { SessionSnapshot } from '@/api/session/session-context';
import type { RouteMeta } from '../routing/route-meta';

export type RouteAccess = 'allow' | 'wait' | 'login' | 'kyc';

/** Login redirect delay, spec §4 and §9. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * What the guards of spec §4 do on a route: a login-only route waits until the user-info call has
 * returned, then sends a known-logged-out user to /login; a KYC-gated route sends a logged-in user
 * without approved KYC to /personal/kycEnter.
 */
export function decideRouteAccess(
  meta: Pick<RouteMeta, 'mustLogin' | 'requiresKyc'>,
  session: SessionSnapshot,
): RouteAccess {
  if (meta.mustLogin && !session.isLogin) return session.userInfoIsReady ? 'login' : 'wait';
  if (meta.requiresKyc && session.isLogin && !session.kycApproved) return 'kyc';
  return 'allow';
}
