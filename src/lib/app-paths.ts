// The paths of spec §2's route table below the `/:lang` segment, as types. Each route is stated once, in
// its record (src/app/routing/routes/); lib imports nothing from app, so the records register their paths
// in RouteRegistry (module augmentation, src/app/routing/routes/index.ts). Every link is an AppPath, so a
// renamed or removed route fails the typecheck wherever it is linked.

/** Filled in by the route records: `{ pattern: <every route's path> }`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by the route records
export interface RouteRegistry {}

/** A route pattern of the table, react-router syntax (`:symbol?` is an optional segment). */
export type RoutePattern = RouteRegistry extends { pattern: infer P extends string } ? P : never;

/** 'trade/:symbol?' → 'trade' | 'trade/<symbol>'. */
export type Concrete<P extends string> = P extends `${infer Head}/:${string}?`
  ? Head | `${Head}/${string}`
  : P;

/** A path a link may point at: one route of the table, with its optional parameter filled or not. */
export type AppPath = Concrete<RoutePattern>;

/** The pages of a section without a parameter: PageOf<'assets'> is 'tokenAccount' | 'withdraw' | …. */
type PageOf<Section extends string> = RoutePattern extends infer P
  ? P extends `${Section}/${infer Page}`
    ? Page extends `${string}/${string}`
      ? never
      : Page
    : never
  : never;

export const assetsPath = (page: PageOf<'assets'>): AppPath => `assets/${page}`;
export const personalPath = (page: PageOf<'personal'>): AppPath => `personal/${page}`;
