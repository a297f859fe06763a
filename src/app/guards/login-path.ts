import type { Location } from 'react-router';
import type { AppPath } from '@/lib/app-paths';

/** The login route, remembering where the user was so login can return there. */
export function loginPathFor(
  localize: (path: AppPath) => string,
  location: Pick<Location, 'pathname' | 'search'>,
) {
  const back = `${location.pathname}${location.search}`;
  return `${localize('login')}?redirect=${encodeURIComponent(back)}`;
}
