import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLogout } from '@generated/hooks/user/user';
import { getRuntimeConfig } from '@/api/runtime-config';
import { useSession } from '@/api/session/session-context';
import { useLocalizedPath } from '@/i18n';
import { loginPathFor } from '../guards/login-path';
import { type IdleTimer, startIdleTimer, warnBefore } from './idle-timer';

// Its own chunk, fetched once a session starts (not with the entry), so the warning shows on time.
const loadIdleWarning = () => import('./IdleWarning');
const IdleWarning = lazy(() => loadIdleWarning().then(({ IdleWarning }) => ({ default: IdleWarning })));

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/**
 * Idle auto-logout: after runtime config `idleLogoutMinutes` without pointer, key or scroll
 * activity (0 turns it off), a signed-in user is logged out and lands on login, which returns here. A
 * warning with "stay signed in" shows a minute before.
 */
export function IdleLogout() {
  const { isLogin, endSession } = useSession();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const location = useLocation();
  const [warning, setWarning] = useState(false);
  const timer = useRef<IdleTimer | null>(null);
  const { mutateAsync: logout } = useLogout();
  const idleMs = getRuntimeConfig().idleLogoutMinutes * 60_000;

  // Reads the latest place when the time is up (a move is not a reason to restart the clock).
  const end = useEffectEvent(() => {
    setWarning(false);
    const loginPath = loginPathFor(localize, location);
    // The session ends here whatever the logout call answers: the user walked away.
    void logout()
      .catch(() => undefined)
      .finally(() => {
        endSession();
        navigate(loginPath, { replace: true });
      });
  });

  useEffect(() => {
    if (!isLogin || !(idleMs > 0)) return;
    void loadIdleWarning();
    const idle = startIdleTimer({
      idleMs,
      warnMs: warnBefore(idleMs),
      onWarn: () => setWarning(true),
      onIdle: () => end(),
    });
    timer.current = idle;
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      idle.check();
      idle.activity();
    };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, idle.activity, { passive: true }));
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      idle.stop();
      timer.current = null;
      setWarning(false);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, idle.activity));
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [isLogin, idleMs]);

  const stay = () => {
    setWarning(false);
    timer.current?.stay();
  };

  return warning ? (
    <Suspense fallback={null}>
      <IdleWarning onStay={stay} />
    </Suspense>
  ) : null;
}
