import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { REDIRECTS, ROUTES } from '@/app/routing/route-table';
import type { RouteMeta } from '@/app/routing/route-meta';
import type { RoutePattern } from '@/lib/app-paths';

export const LANGUAGES = ['en_US', 'zh_CN'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One concrete URL of the route table (spec §2), below the `/:lang` segment. */
export interface WalkTarget {
  /** What the walker opens, e.g. 'investmentDetail/HOR'. */
  path: string;
  /** Where the table sends it before any guard: itself, or a REDIRECTS target. */
  routedPath: string;
  meta: RouteMeta;
  /** The route pattern whose screen renders it. */
  screen: RoutePattern;
}

// An optional parameter is walked empty and with a value from the contract's named request examples, so
// the sample is one the mock knows: [examples file, example name, field].
const PARAM_SAMPLES: Record<string, [string, string, string]> = {
  'investmentDetail/:symbol?': ['investments.yaml', 'productDetailRequest', 'symbol'],
  'trade/:symbol?': ['trade.yaml', 'orderHistoryRequest', 'symbol'],
  'cms/:id?': ['content.yaml', 'cmsDetailRequest', 'id'],
  'personal/enterpriseCert/:id?': ['kyc.yaml', 'corporateSubmitRequest', 'id'],
};

function sampleFor(pattern: string): string | undefined {
  const source = PARAM_SAMPLES[pattern];
  if (!source) return undefined;
  const [file, example, field] = source;
  const examples = parse(readFileSync(resolve('openapi/examples', file), 'utf8')) as Record<
    string,
    { value?: Record<string, unknown> }
  >;
  const value = examples[example]?.value?.[field];
  if (value === undefined) throw new Error(`walk: no ${field} in ${file}#${example}`);
  return String(value);
}

/** Every route of the table with optional params filled with nothing and with a sample; then REDIRECTS. */
export function walkTargets(): WalkTarget[] {
  const targets: WalkTarget[] = [];
  for (const route of ROUTES) {
    const optional = /\/:\w+\?$/.exec(route.path);
    if ((optional ? route.path.slice(0, optional.index) : route.path).includes(':')) {
      throw new Error(`walk: route ${route.path} has a required parameter; teach the walker a sample for it`);
    }
    if (!optional) {
      targets.push({ path: route.path, routedPath: route.path, meta: route.meta, screen: route.path });
      continue;
    }
    const base = route.path.slice(0, optional.index);
    targets.push({ path: base, routedPath: base, meta: route.meta, screen: route.path });
    const sample = sampleFor(route.path);
    if (!sample) throw new Error(`walk: add a contract sample for the optional parameter of ${route.path}`);
    const path = `${base}/${sample}`;
    targets.push({ path, routedPath: path, meta: route.meta, screen: route.path });
  }
  for (const redirect of REDIRECTS) {
    const target = ROUTES.find((route) => route.path === redirect.redirectTo);
    if (!target) throw new Error(`walk: redirect ${redirect.path} -> ${redirect.redirectTo} has no route`);
    targets.push({
      path: redirect.path,
      routedPath: redirect.redirectTo,
      meta: target.meta,
      screen: target.path,
    });
  }
  return targets;
}
