import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { describeApiError } from '@/api/describe-error';
import { needsErrorToast } from '@/api/error-ownership';
import { apiEvents } from '@/api/session-events';
import { useLocalizedPath } from '@/i18n';
import { loginPathFor } from '../guards/login-path';
import type { RouteMeta } from '../routing/route-meta';
import { useSession } from '@/api/session/session-context';

/**
 * The one place where request-layer events become UI (design.md): an ended session clears login and,
 * on a login-only route, goes to /login (spec §4); GOOGLE_VERIFY_FAILED shows the server's message (§8);
 * a failed call that opted into it (meta TOASTS_ERRORS) shows as an error toast; any other is its screen's.
 */
export function ApiEventBridge({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation(['app', 'common']);
  const queryClient = useQueryClient();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalizedPath();
  const latest = useRef({ meta, session, location, localize, t, navigate });
  useEffect(() => {
    latest.current = { meta, session, location, localize, t, navigate };
  });

  useEffect(
    () =>
      apiEvents.on('sessionExpired', () => {
        const { session, meta, location, localize, t, navigate } = latest.current;
        const wasLoggedIn = session.isLogin;
        session.endSession();
        // A visitor's first 401 is not an expiry: the route guard handles it, after its 500 ms.
        if (!wasLoggedIn) return;
        notifications.show({ color: 'yellow', message: t('session.expired') });
        if (meta.mustLogin) navigate(loginPathFor(localize, location), { replace: true });
      }),
    [],
  );

  useEffect(
    () => apiEvents.on('googleVerifyFailed', ({ message }) => notifications.show({ color: 'red', message })),
    [],
  );

  useEffect(() => {
    const toast = (error: unknown) =>
      notifications.show({ color: 'red', message: describeApiError(error, latest.current.t) });
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        needsErrorToast(event.action.error, event.query.meta)
      )
        toast(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (needsErrorToast(event.action.error, event.mutation.meta)) toast(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  return null;
}
