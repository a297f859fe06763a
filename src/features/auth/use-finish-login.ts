import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/api/session/session-context';
import { useLocalizedPath } from '@/i18n';
import { safeRedirect } from './safe-redirect';

/** Starts the session with a fresh token and goes where the user was going (same-origin only), else home. */
export function useFinishLogin() {
  const { startSession } = useSession();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  return async (token: string) => {
    await startSession(token);
    navigate(safeRedirect(params.get('redirect'), localize('')), { replace: true });
  };
}
