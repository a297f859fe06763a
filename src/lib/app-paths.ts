// The paths of spec §2's route table below the `/:lang` segment, as types: the route table
// (src/app/routing/route-table.ts) may only use these patterns, and every link is an AppPath, so a
// renamed or removed route fails the typecheck wherever it is linked.
export const ASSETS_ACCOUNT_PAGES = ['tokenAccount', 'spotAccount', 'fiatAccount'] as const;
export const ASSETS_FLOW_PAGES = ['recharge', 'withdraw', 'applyList', 'flowingWater', 'mnFait'] as const;
export const PERSONAL_PAGES = [
  'kycEnter',
  'userManagement',
  'changePassword',
  'bindEmail',
  'bindPhone',
  'changeEmail',
  'changePhone',
  'bindGoogle',
  'closeGoogle',
  'closePhone',
  'idAuth',
  'safetyRecord',
  'receivingAccount',
  'bindBankCard',
  'verificationCenter',
  'sumsub',
  'entityVerification',
  'entitySumsub',
  // Not in spec §2's table; the personal centre needs them (spec §3 API key, fund password;
  // §2's text catalogue names a blacklist; §3 messages).
  'apiKeys',
  'fundPassword',
  'blacklist',
  'messages',
] as const;

type AssetsPage = (typeof ASSETS_ACCOUNT_PAGES)[number] | (typeof ASSETS_FLOW_PAGES)[number];
type PersonalPage = (typeof PERSONAL_PAGES)[number];

/** A route pattern of the table, react-router syntax (`:symbol?` is an optional segment). */
export type RoutePattern =
  | ''
  | 'login'
  | 'register'
  | 'resetPass'
  | 'investments'
  | 'investmentDetail/:symbol?'
  | 'trade/:symbol?'
  | 'cms/:id?'
  | 'assets'
  | `assets/${AssetsPage}`
  | 'personal'
  | `personal/${PersonalPage}`
  | 'personal/enterpriseCert/:id?'
  | 'personal/enterpriseCertResult'
  | 'qa/forms';

/** 'trade/:symbol?' → 'trade' | 'trade/<symbol>'. */
type Concrete<P extends string> = P extends `${infer Head}/:${string}?` ? Head | `${Head}/${string}` : P;

/** A path a link may point at: one route of the table, with its optional parameter filled or not. */
export type AppPath = Concrete<RoutePattern>;

export const assetsPath = (page: AssetsPage): AppPath => `assets/${page}`;
export const personalPath = (page: PersonalPage): AppPath => `personal/${page}`;
