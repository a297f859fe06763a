import type { RoutePattern } from '@/lib/app-paths';
import type { Role } from '../walk/roles';
import { ASSETS_CALLS } from './screen-calls/assets';
import { AUTH_CALLS } from './screen-calls/auth';
import { KYC_CALLS } from './screen-calls/kyc';
import { MARKET_CALLS } from './screen-calls/market';
import { PERSONAL_RECORDS_CALLS } from './screen-calls/personal-records';
import { PERSONAL_SECURITY_CALLS } from './screen-calls/personal-security';
import { PUBLIC_CALLS } from './screen-calls/public';

/** The operations a screen calls when it opens, by route pattern (one file per domain, like the screens). */
export type ScreenCalls = Partial<Record<RoutePattern, readonly string[]>>;

/**
 * Every operation a built screen calls when it opens: the shell's start-up calls on every
 * route, plus each screen's own. The route walker fails when a page calls something not listed here, so a
 * screen that gains an on-open call must be added, and failures.e2e.ts then injects each failure into it.
 */
export const STARTUP_CALLS: Record<Role, readonly string[]> = {
  visitor: ['getPublicInfo', 'getCountryList', 'getUserInfo'],
  user: ['getPublicInfo', 'getCountryList', 'getUserInfo', 'getUnreadMessageCount'],
  kycApproved: ['getPublicInfo', 'getCountryList', 'getUserInfo', 'getUnreadMessageCount'],
};

/** By domain: the failure table runs one file per domain, tests/e2e/failures-<domain>.e2e.ts. */
export const SCREEN_CALLS_BY_DOMAIN = {
  public: PUBLIC_CALLS,
  auth: AUTH_CALLS,
  'personal-security': PERSONAL_SECURITY_CALLS,
  'personal-records': PERSONAL_RECORDS_CALLS,
  kyc: KYC_CALLS,
  assets: ASSETS_CALLS,
  market: MARKET_CALLS,
} satisfies Record<string, ScreenCalls>;
export type CallDomain = keyof typeof SCREEN_CALLS_BY_DOMAIN;

/**
 * On-open calls whose failures another screen's cases already cover, because the same component makes the
 * call the same way on both: screen → operation → the screen whose cases cover it. The walker still expects
 * these calls on the screen; the failure table injects into them on the covering screen only.
 */
export const FAILURES_COVERED_ON: Partial<Record<RoutePattern, Record<string, RoutePattern>>> = {
  // Every account page shows the same overview of all accounts (AccountPage in
  // src/features/assets/accounts/AccountPages.tsx); each keeps its own list and valuation cases.
  'assets/spotAccount': { getAssetOverview: 'assets/tokenAccount', listTransactions: 'assets/tokenAccount' },
  'assets/fiatAccount': { getAssetOverview: 'assets/tokenAccount', listTransactions: 'assets/tokenAccount' },
};

export const SCREEN_CALLS: ScreenCalls = Object.assign({}, ...Object.values(SCREEN_CALLS_BY_DOMAIN));

export function expectedOnOpenCalls(screen: RoutePattern, role: Role): Set<string> {
  return new Set([...STARTUP_CALLS[role], ...(SCREEN_CALLS[screen] ?? [])]);
}
