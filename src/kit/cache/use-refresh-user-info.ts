import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetUserInfoQueryKey } from '@generated/hooks/user/user';
import { START_UP_BODY } from '@/api/session/startup-data';

/**
 * Reloads the session's user info after a change it shows (nickname, bindings, switches, a KYC status):
 * the header, guards and menus follow without a page reload (spec §4).
 */
export function useRefreshUserInfo() {
  const queryClient = useQueryClient();
  return useCallback(
    // The session's own query only (its start-up body), as the session reads it.
    () => queryClient.invalidateQueries({ queryKey: getGetUserInfoQueryKey(START_UP_BODY), exact: true }),
    [queryClient],
  );
}
