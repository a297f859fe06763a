import { useGetCountryList, useGetPublicInfo } from '@generated/hooks/public/public';

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
