import type { ComponentType } from 'react';
import type { RouteMeta } from './route-meta';

// The form engine's screens: their definitions' labels live in the feature namespaces (auth, kyc, …).
export const FORM_NAMESPACES = ['forms', 'fields', 'pickers', 'verification'] as const;

/** The translation namespaces a screen's first paint needs; 'all' for the QA forms gallery. */
export type ScreenNamespaces = readonly string[] | 'all';

/** A route's screen: its lazy chunk, the component it exports, the namespaces loaded with it. */
export interface RouteScreen<K extends string = string> {
  /**
   * The lazy chunk. Keep each import's target module and export as they are: the build plans chunks from
   * the modules rolldown emits, and budgets.json names screen modules (src/features/home/HomePage.tsx).
   */
  screen: () => Promise<Record<K, ComponentType>>;
  exportName: K;
  namespaces: ScreenNamespaces;
}

/**
 * One route of spec §2, stated once (src/app/routing/routes/): the route table, the screen registry, the
 * path types (AppPath, RoutePattern) and the namespace lists all derive from these records.
 */
export interface RouteRecord<P extends string = string> extends RouteScreen {
  /** Path below the language segment, react-router syntax (`:symbol?` is optional). */
  path: P;
  meta: RouteMeta;
}

/**
 * A record whose export is checked against its module (K is inferred from both); the registry then reads the
 * export by name, so the record keeps only its path's type.
 */
export const route = <P extends string, K extends string>(
  record: { path: P; meta: RouteMeta } & RouteScreen<K>,
): RouteRecord<P> => record as RouteRecord<P>;
