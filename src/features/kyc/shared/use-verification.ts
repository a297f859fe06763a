import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import {
  getGetCorporateKycStatusQueryKey,
  getGetVerificationStatusQueryKey,
  useGetVerificationStatus,
} from '@generated/hooks/kyc/kyc';
import { useSession } from '@/api/session/session-context';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { useRefreshUserInfo } from '@/kit/cache/use-refresh-user-info';

export const NO_BODY = {};

const REVIEW_POLL_MS = 60_000;

/**
 * The review status each app (its query client) last followed with a user-info reload. Kept beside the
 * client, not in the screen: a screen that remounts while the user info reloads must not reload it again.
 */
const followedReview = new WeakMap<QueryClient, string>();

/**
 * The verification overview (spec §4): each type's status, the started type, the KYC status. While a
 * review is in progress it is read again every minute, and once its KYC status differs from the session's,
 * the user info is reloaded: an approval changes the header, guards and menus without a reload.
 */
export function useVerificationStatus() {
  const query = useGetVerificationStatus(NO_BODY, {
    query: {
      refetchInterval: (current) => {
        const overview = current.state.data?.data;
        const reviewing =
          overview && [overview.individualStatus, overview.corporateStatus].includes('in_progress');
        return reviewing ? REVIEW_POLL_MS : false;
      },
    },
  });
  const reviewedKyc = query.data?.data.kyc;
  const { user } = useSession();
  const queryClient = useQueryClient();
  const refreshUserInfo = useRefreshUserInfo();
  // Once per new review status: a server whose two answers disagree must not start a reload loop.
  useEffect(() => {
    if (!user || !reviewedKyc || user.kyc === reviewedKyc || followedReview.get(queryClient) === reviewedKyc)
      return;
    followedReview.set(queryClient, reviewedKyc);
    void refreshUserInfo();
  }, [queryClient, refreshUserInfo, reviewedKyc, user]);
  return query;
}

/**
 * After a submission: reloads the overview, the corporate state and the session's user info, so the
 * header, guards and menus follow the new KYC status without a reload.
 */
export function useRefreshVerification() {
  const invalidate = useInvalidate();
  const refreshUserInfo = useRefreshUserInfo();
  return useCallback(
    () =>
      Promise.all([
        invalidate(getGetVerificationStatusQueryKey, getGetCorporateKycStatusQueryKey),
        refreshUserInfo(),
      ]),
    [invalidate, refreshUserInfo],
  );
}
