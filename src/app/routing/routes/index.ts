import type { Concrete } from '@/lib/app-paths';
import { ASSETS_ROUTES } from './assets';
import { AUTH_ROUTES } from './auth';
import { KYC_ROUTES } from './kyc';
import { MARKET_ROUTES } from './market';
import { PERSONAL_RECORDS_ROUTES } from './personal-records';
import { PERSONAL_SECURITY_ROUTES } from './personal-security';
import { PUBLIC_ROUTES } from './public';

/** Every route of spec §2 below the `/:lang` segment, each stated once. */
export const ROUTE_RECORDS = [
  ...PUBLIC_ROUTES,
  ...AUTH_ROUTES,
  ...MARKET_ROUTES,
  ...ASSETS_ROUTES,
  ...PERSONAL_SECURITY_ROUTES,
  ...PERSONAL_RECORDS_ROUTES,
  ...KYC_ROUTES,
];

type RecordPattern = (typeof ROUTE_RECORDS)[number]['path'];

/** Section roots that open their first page (a redirect's target is a route, never another redirect). */
export const REDIRECTS = [
  { path: 'assets', redirectTo: 'assets/tokenAccount' },
  { path: 'personal', redirectTo: 'personal/userManagement' },
] as const satisfies readonly { path: string; redirectTo: Concrete<RecordPattern> }[];

// The path types of src/lib (RoutePattern, AppPath) are these records' paths: lib imports nothing from app,
// so the records register them (spec §2: a renamed or removed route fails the typecheck at every link).
declare module '@/lib/app-paths' {
  interface RouteRegistry {
    pattern: RecordPattern | (typeof REDIRECTS)[number]['path'];
  }
}
