import type { RouteMeta } from '../route-meta';
import { route, type RouteScreen } from '../route-record';

/** A route anyone may open; its title is also the phone header's. */
export const publicMeta = (pageTitle: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  mustLogin: false,
  pageTitle,
  h5NavName: pageTitle,
  ...extra,
});

interface AssetsOptions {
  /** Shows the assets side navigation (the account pages). */
  sideNav?: boolean;
  pageIntro?: string;
}

/** An assets page: login and approved KYC (spec §2, §6), its title `titles.assets.<page>`. */
export const assetsRoute = <N extends string, K extends string>(
  page: N,
  screen: RouteScreen<K>,
  { sideNav = false, pageIntro }: AssetsOptions = {},
) =>
  route({
    path: `assets/${page}` as const,
    meta: {
      mustLogin: true,
      requiresKyc: true,
      pageTitle: `titles.assets.${page}`,
      pageIntro,
      h5NavName: `titles.assets.${page}`,
      showAssetsNav: sideNav,
      activeName: page,
    },
    ...screen,
  });

/** A personal-centre page: login, the personal side navigation, its title `titles.personal.<name>`. */
export const personalRoute = <N extends string, K extends string>(
  page: N,
  screen: RouteScreen<K>,
  extra: Partial<RouteMeta> = {},
) => {
  const name = page.replace(/\/:\w+\?$/, '');
  return route({
    path: `personal/${page}` as const,
    meta: {
      mustLogin: true,
      pageTitle: `titles.personal.${name}`,
      h5NavName: `titles.personal.${name}`,
      haveNav: true,
      activeName: name,
      ...extra,
    },
    ...screen,
  });
};
