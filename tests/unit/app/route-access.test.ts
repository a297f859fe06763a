import { describe, expect, it } from 'vitest';
import { decideRouteAccess, LOGIN_REDIRECT_DELAY_MS } from '@/app/guards/route-access';
import { buildNavTabs } from '@/app/header/nav-tabs';
import { safeRedirect } from '@/features/auth/safe-redirect';

const visitor = { isLogin: false, userInfoIsReady: true, kycApproved: false };
const unknown = { isLogin: false, userInfoIsReady: false, kycApproved: false };
const pending = { isLogin: true, userInfoIsReady: true, kycApproved: false };
const approved = { isLogin: true, userInfoIsReady: true, kycApproved: true };

describe('spec §4 guards: decideRouteAccess', () => {
  it('allows public routes to everyone', () => {
    for (const session of [visitor, unknown, pending, approved]) {
      expect(decideRouteAccess({ mustLogin: false }, session)).toBe('allow');
    }
  });
  it('waits on a login-only route until the user-info call has returned', () => {
    expect(decideRouteAccess({ mustLogin: true }, unknown)).toBe('wait');
  });
  it('sends a known-logged-out user to login after 500 ms', () => {
    expect(decideRouteAccess({ mustLogin: true }, visitor)).toBe('login');
    expect(LOGIN_REDIRECT_DELAY_MS).toBe(500);
  });
  it('sends a user without approved KYC away from KYC-gated routes, and lets approved users in', () => {
    expect(decideRouteAccess({ mustLogin: true, requiresKyc: true }, pending)).toBe('kyc');
    expect(decideRouteAccess({ mustLogin: true, requiresKyc: true }, approved)).toBe('allow');
    expect(decideRouteAccess({ mustLogin: true }, pending)).toBe('allow');
  });
});

describe('spec §2 header tabs: buildNavTabs', () => {
  const byName = (tabs: ReturnType<typeof buildNavTabs>, name: string) =>
    tabs.find((tab) => tab.name === name)!;
  it('always shows investments; hides trade from visitors', () => {
    const tabs = buildNavTabs(visitor, undefined);
    expect(byName(tabs, 'investments').hidden).toBe(false);
    expect(byName(tabs, 'trade').hidden).toBe(true);
  });
  it('disables trade unless KYC is approved, and marks the active tab', () => {
    expect(byName(buildNavTabs(pending, 'trade'), 'trade')).toMatchObject({
      hidden: false,
      disabled: true,
      active: true,
    });
    expect(byName(buildNavTabs(approved, 'investments'), 'trade')).toMatchObject({
      disabled: false,
      active: false,
    });
    expect(byName(buildNavTabs(approved, 'investments'), 'investments').active).toBe(true);
  });
});

describe('login redirect parameter', () => {
  it('keeps in-app paths and refuses everything else', () => {
    expect(safeRedirect('/en_US/trade?x=1', '/en_US')).toBe('/en_US/trade?x=1');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'en_US']) {
      expect(safeRedirect(bad, '/en_US')).toBe('/en_US');
    }
  });
});
