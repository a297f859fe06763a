import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { getGetUserInfoQueryKey, useGetUserInfo } from '@generated/hooks/user/user';
import { clearToken, setToken } from '../token-store';
import { isKycApproved, kycOf } from './kyc-state';
import { type Session, SessionContext } from './session-context';
import { START_UP_BODY as USER_INFO_BODY, USER_INFO_QUERY } from './startup-data';

/**
 * Login state of spec §4: isLogin becomes true when user info loads; userInfoIsReady is set once the
 * user-info call has returned, whatever the result. Without a token the mock answers 401: a visitor.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userInfo = useGetUserInfo(USER_INFO_BODY, { query: USER_INFO_QUERY });
  // Ended locally (logout, expiry) until the next login; refetching here would only answer 401 again.
  const [ended, setEnded] = useState(false);
  const user = !ended && userInfo.isSuccess ? (userInfo.data?.data ?? null) : null;

  const startSession = useCallback(
    async (token: string) => {
      setToken(token);
      setEnded(false);
      await queryClient.refetchQueries({ queryKey: getGetUserInfoQueryKey(USER_INFO_BODY), exact: true });
    },
    [queryClient],
  );

  const endSession = useCallback(() => {
    clearToken();
    setEnded(true);
  }, []);

  const session = useMemo<Session>(
    () => ({
      user,
      isLogin: user !== null,
      userInfoIsReady: !userInfo.isPending || userInfo.isError,
      kyc: kycOf(user),
      kycApproved: isKycApproved(user),
      startSession,
      endSession,
    }),
    [user, userInfo.isPending, userInfo.isError, startSession, endSession],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
