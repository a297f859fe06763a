import { Center, Loader } from '@mantine/core';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import type { RouteMeta } from '../routing/route-meta';
import { useSession } from '@/api/session/session-context';
import { decideRouteAccess, LOGIN_REDIRECT_DELAY_MS } from './route-access';
import { loginPathFor } from './login-path';
import { PageFrame } from '../layout/PageFrame';

export function RouteGuard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const session = useSession();
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalizedPath();
  const access = decideRouteAccess(meta, session);
  // Once the session answers, the screen mounts in a render that yields to the browser (a transition), not
  // in the session update's own: mounting a whole screen was one long task of a phone's first load. A
  // route the session already allows renders its screen at once.
  const screenAllowed = useDeferredValue(access === 'allow');
  const loginPath = loginPathFor(localize, location);

  useEffect(() => {
    if (access !== 'login') return;
    const timer = window.setTimeout(() => navigate(loginPath, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [access, navigate, loginPath]);

  if (access === 'kyc') return <Navigate replace to={localize('personal/kycEnter')} />;
  if (access === 'allow' && screenAllowed) return children;
  // The screen's title and intro are shown while the session is checked: they are what a signed-in screen's
  // prerendered shell paints before any script (scripts/prerender.mjs), and the screen then renders the same.
  return (
    <PageFrame pageTitle={meta.pageTitle} pageIntro={meta.pageIntro}>
      <Center
        py="xl"
        role="status"
        aria-live="polite"
        aria-label={t('session.checking')}
        data-testid="session-checking"
      >
        <Loader size="sm" />
      </Center>
    </PageFrame>
  );
}
