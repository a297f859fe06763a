import { describe, expect, it } from 'vitest';
import { PERSONAL_NAV, ASSETS_NAV } from '@/app/layout/section-navs';
import { REDIRECTS, ROUTES } from '@/app/routing/route-table';
import { type AppPath, assetsPath, personalPath } from '@/lib/app-paths';

const tablePaths = new Set<string>([...ROUTES.map((route) => route.path), ...REDIRECTS.map((r) => r.path)]);

describe('route paths come from one typed module (spec §2 route table)', () => {
  it('types every link: a path that is not a route fails the typecheck (npm run typecheck runs this file)', () => {
    const links: AppPath[] = ['', 'login', 'trade', 'trade/BTC_USDT', 'personal/enterpriseCert/7'];
    // @ts-expect-error 'personal/nothing' is not a route of the table
    const notARoute: AppPath = 'personal/nothing';
    // @ts-expect-error 'assets/nothing' is not an assets page
    const notAnAssetsPage: AppPath = 'assets/nothing';
    expect([...links, notARoute, notAnAssetsPage]).toHaveLength(7);
  });

  it('every side-navigation entry and redirect target is a route of the table', () => {
    const targets = [...ASSETS_NAV, ...PERSONAL_NAV].map((item) => item.path);
    targets.push(
      ...REDIRECTS.map((redirect) => redirect.redirectTo),
      assetsPath('withdraw'),
      personalPath('idAuth'),
    );
    for (const target of targets) expect(tablePaths, target).toContain(target);
  });

  it('has one route per pattern', () => {
    expect(tablePaths.size).toBe(ROUTES.length + REDIRECTS.length);
  });
});
