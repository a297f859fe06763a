import type { Language, WalkTarget } from './route-urls';
import type { Role } from './roles';

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * Where spec §4's guards leave each role: a visitor on a login-only route goes to /login with a way back,
 * a logged-in user without approved KYC on a KYC route goes to /personal/kycEnter, everyone else stays
 * (after a REDIRECTS hop). Returns pathname + search.
 */
export function expectedLanding(target: WalkTarget, role: Role, lang: Language): string {
  const routed = withoutTrailingSlash(`/${lang}/${target.routedPath}`);
  if (target.meta.mustLogin && role === 'visitor') {
    return `/${lang}/login?redirect=${encodeURIComponent(routed)}`;
  }
  if (target.meta.requiresKyc && role === 'user') return `/${lang}/personal/kycEnter`;
  return routed;
}

export function landingOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${withoutTrailingSlash(pathname)}${search}`;
}
