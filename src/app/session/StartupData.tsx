import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCountryList, useGetPublicInfo } from '@generated/hooks/public/public';
import { useGetUserInfo } from '@generated/hooks/user/user';
import { isApiError, UNAUTHORIZED } from '@/api/api-error';
import { describeApiError } from '@/api/describe-error';
import { START_UP_BODY, START_UP_QUERY, USER_INFO_QUERY } from '@/api/session/startup-data';

// The banner is its own chunk: Mantine's Alert is in no other part of a page's first load.
const StartupFailure = lazy(() => import('./StartupFailure').then((m) => ({ default: m.StartupFailure })));

/**
 * Starts the start-up calls of spec §4 (public info, country list; user info is the session's) and, when
 * one fails, says so in the reader's language with a retry instead of leaving the site half-configured.
 */
export function StartupData() {
  const { t } = useTranslation('common');
  const publicInfo = useGetPublicInfo(START_UP_BODY, { query: START_UP_QUERY });
  const countries = useGetCountryList(START_UP_BODY, { query: START_UP_QUERY });
  // UNAUTHORIZED on user info is a visitor, not a failure.
  const userInfo = useGetUserInfo(START_UP_BODY, { query: USER_INFO_QUERY });
  const userInfoFailed =
    userInfo.isError && !(isApiError(userInfo.error) && userInfo.error.code === UNAUTHORIZED);
  const failed = [publicInfo, countries, ...(userInfoFailed ? [userInfo] : [])].filter(
    (call) => call.isError && !call.isFetching,
  );
  if (failed.length === 0) return null;

  return (
    <Suspense fallback={null}>
      <StartupFailure
        message={describeApiError(failed[0]!.error, t)}
        onRetry={() => failed.forEach((call) => void call.refetch())}
      />
    </Suspense>
  );
}
