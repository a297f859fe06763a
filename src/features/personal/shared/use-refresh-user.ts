import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetUserInfoQueryKey } from '@generated/hooks/user/user';
import { START_UP_BODY } from '@/api/session/startup-data';

/** Reloads the session's user info after a change it shows (nickname, bindings, switches). */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: getGetUserInfoQueryKey(START_UP_BODY), exact: true }),
    [queryClient],
  );
}
