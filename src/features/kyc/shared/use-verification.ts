import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetCorporateKycStatusQueryKey,
  getGetVerificationStatusQueryKey,
  useGetVerificationStatus,
} from '@generated/hooks/kyc/kyc';
import { getGetUserInfoQueryKey } from '@generated/hooks/user/user';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { START_UP_BODY } from '@/api/session/startup-data';

export const NO_BODY = {};

/** The verification overview (spec §4): each type's status, the started type, the KYC status. */
export function useVerificationStatus() {
  return useGetVerificationStatus(NO_BODY, { query: { meta: SHOWS_OWN_ERRORS } });
}

/**
 * After a submission: reloads the overview, the corporate state and the session's user info, so the
 * header, guards and menus follow the new KYC status without a reload (issue 11).
 */
export function useRefreshVerification() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetVerificationStatusQueryKey(NO_BODY) }),
        queryClient.invalidateQueries({ queryKey: getGetCorporateKycStatusQueryKey(NO_BODY) }),
        queryClient.invalidateQueries({ queryKey: getGetUserInfoQueryKey(START_UP_BODY), exact: true }),
      ]),
    [queryClient],
  );
}
