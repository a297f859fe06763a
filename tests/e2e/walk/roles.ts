import type { BrowserContext } from 'playwright-core';
import { scenarioOf } from '../qa-session';

/** The three roles: the mock's named getUserInfo examples decide the KYC state. */
export const ROLES = {
  visitor: { token: false, userInfoExample: undefined },
  user: { token: true, userInfoExample: 'kycPending' },
  kycApproved: { token: true, userInfoExample: 'kycApproved' },
} as const;
export type Role = keyof typeof ROLES;

const USER_INFO_SCENARIOS = {
  kycPending: scenarioOf('getUserInfo', 'kycPending'),
  kycApproved: scenarioOf('getUserInfo', 'kycApproved'),
};

/**
 * Logs the context in the way the app does after login (the token in localStorage, src/api/token-store.ts)
 * and picks the user-info example through the QA switch's storage (src/api/scenario.ts).
 */
export async function actAs(context: BrowserContext, role: Role): Promise<void> {
  const { token, userInfoExample } = ROLES[role];
  if (!token) return;
  await context.addInitScript((example) => {
    if (window.location.protocol !== 'http:') return; // error pages have no storage
    window.localStorage.setItem('token', 'e2e-token');
    window.sessionStorage.setItem('qa.scenarios', JSON.stringify({ getUserInfo: example }));
  }, USER_INFO_SCENARIOS[userInfoExample]);
}
