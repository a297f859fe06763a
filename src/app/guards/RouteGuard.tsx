import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import type { RouteMeta } from '../routing/route-meta';
import { useSession } from '@/api/session/session-context';
import { decideRouteAccess, LOGIN_REDIRECT_DELAY_MS } from './route-access';
import { loginPathFor } from './login-path';

export function RouteGuard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const session = useSession();
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalizedPath();
  const access = decideRouteAccess(meta, session);
  const loginPath = loginPathFor(localize, location);

  useEffect(() => {
    if (access !== 'login') return;
    const timer = window.setTimeout(() => navigate(loginPath, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [access, navigate, loginPath]);

  if (access === 'kyc') return <Navigate replace to={localize('personal/kycEnter')} />;
  if (access === 'allow') return children;
  return (
    <Center py="xl" role="status" aria-live="polite" aria-label={t('session.checking')}>
      <Loader size="sm" />
    </Center>
  );
}
