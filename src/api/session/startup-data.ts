import {
  getCountryList,
  getPublicInfo,
  useGetCountryList,
  useGetPublicInfo,
} from '@generated/hooks/public/public';
import { getUserInfo } from '@generated/hooks/user/user';

export const START_UP_BODY = {};
/** Options of every observer of a start-up call (one cached call); the app's start-up alert shows failures. */
export const START_UP_QUERY = {
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  retry: 1,
} as const;
/** The session's user-info call: a 401 means a visitor, so it is never retried. */
export const USER_INFO_QUERY = { ...START_UP_QUERY, retry: false } as const;

/** Public info (site flags, logos, languages), fetched once on start (spec §4, §7). */
export function usePublicInfo() {
  return useGetPublicInfo(START_UP_BODY, { query: START_UP_QUERY }).data?.data;
}

/** True once the public-info call has answered, either way (so site flags are not guessed). */
export function usePublicInfoSettled() {
  const { isPending, isError } = useGetPublicInfo(START_UP_BODY, { query: START_UP_QUERY });
  return !isPending || isError;
}

/** The country list, fetched once on start and kept for the forms that need it (spec §4, §7). */
export function useCountryList() {
  return useGetCountryList(START_UP_BODY, { query: START_UP_QUERY }).data?.data;
}

/**
 * Sends the start-up calls (spec §4) before the first render: the session and the start-up check take their
 * answers when they make the same calls (src/api/early-calls.ts), so a screen's own calls need not wait for
 * the session's round trip after its code has loaded.
 */
export function sendStartUpCallsEarly(): void {
  const early = { early: true };
  const calls = [
    getUserInfo(START_UP_BODY, early),
    getPublicInfo(START_UP_BODY, early),
    getCountryList(START_UP_BODY, early),
  ];
  // A failure here is the taker's to handle (a visitor's 401 is no error), not an unhandled rejection.
  for (const call of calls) call.catch(() => undefined);
}
