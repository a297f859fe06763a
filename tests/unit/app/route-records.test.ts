import { describe, expect, it } from 'vitest';
import { PERSONAL_NAV, ASSETS_NAV } from '@/app/layout/section-navs';
import { route } from '@/app/routing/route-record';
import { REDIRECTS, ROUTES } from '@/app/routing/route-table';
import { ROUTE_RECORDS } from '@/app/routing/routes';
import { SCREENS } from '@/app/routing/screens';
import { namespaces } from '@/i18n';
import { type AppPath, assetsPath, personalPath } from '@/lib/app-paths';

const tablePaths = new Set<string>([...ROUTES.map((route) => route.path), ...REDIRECTS.map((r) => r.path)]);

describe('each route is one record; table, screens and path types derive from it (spec §2)', () => {
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

  it("checks a record's export against its module (npm run typecheck runs this file)", () => {
    const meta = { mustLogin: false, pageTitle: 'titles.home' };
    const screen = () => Promise.resolve({ HomePage: () => null });
    const named = route({ path: 'x', meta, screen, exportName: 'HomePage', namespaces: [] });
    // @ts-expect-error the module exports no 'HomePag'
    const misnamed = route({ path: 'x', meta, screen, exportName: 'HomePag', namespaces: [] });
    expect([named.exportName, misnamed.exportName]).toEqual(['HomePage', 'HomePag']);
  });

  it('derives the table and the screens from the records, in their order', () => {
    expect(ROUTES.map((entry) => entry.path)).toEqual(ROUTE_RECORDS.map((record) => record.path));
    expect(ROUTES.map((entry) => entry.meta)).toEqual(ROUTE_RECORDS.map((record) => record.meta));
    expect(Object.keys(SCREENS).sort()).toEqual(ROUTE_RECORDS.map((record) => record.path).sort());
  });

  it("names only namespaces the locales have, in each record's list", () => {
    const unknown = ROUTE_RECORDS.flatMap((record) =>
      record.namespaces === 'all' ? [] : record.namespaces.filter((ns) => !namespaces.includes(ns)),
    );
    expect(unknown).toEqual([]);
    expect(ROUTE_RECORDS.filter((record) => record.namespaces.length === 0)).toEqual([]);
  });
});
