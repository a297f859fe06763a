import type { RoutePattern } from '@/lib/app-paths';

/** Route meta fields of spec §2. Title and nav names are i18n keys in the `app` namespace. */
export interface RouteMeta {
  /** Entering while known logged out sends the user to /login after 500 ms (spec §4). */
  mustLogin: boolean;
  /** Which header tab is active on this route. */
  navName?: 'investments' | 'trade';
  /** Title shown in the phone-width header bar. */
  h5NavName?: string;
  /** Document and page title. */
  pageTitle: string;
  /**
   * The standing notice the screen shows under its title (PageIntro), shown by the route's shell too: a
   * translation key with its namespace, one the screen's chunk loads.
   */
  pageIntro?: string;
  /** Shows the assets side navigation (token, spot, fiat account). */
  showAssetsNav?: boolean;
  /** Shows the personal-centre side navigation. */
  haveNav?: boolean;
  /** The side-navigation entry highlighted on this route. */
  activeName?: string;
  /** Hides the shared header. */
  hideHead?: boolean;
  /** Also opened by the mobile app in a web view (so it must work without the header). */
  appRouter?: boolean;
  /** Without approved KYC the route sends the user to /personal/kycEnter (spec §2, §6). */
  requiresKyc?: boolean;
}

export interface AppRoute {
  /** Path below the language segment, react-router syntax (`:symbol?` is optional). */
  path: RoutePattern;
  meta: RouteMeta;
}
