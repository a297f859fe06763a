import { useGetCountryList, useGetPublicInfo } from '@generated/hooks/public/public';

const EMPTY_BODY = {};
const ONCE = { staleTime: Infinity, refetchOnWindowFocus: false, retry: 1 } as const;

/** Public info (site flags, logos, languages), fetched once on start (spec §4, §7). */
export function usePublicInfo() {
  return useGetPublicInfo(EMPTY_BODY, { query: ONCE }).data?.data;
}

/** True once the public-info call has answered, either way (so site flags are not guessed). */
export function usePublicInfoSettled() {
  const { isPending, isError } = useGetPublicInfo(EMPTY_BODY, { query: ONCE });
  return !isPending || isError;
}

/** The country list, fetched once on start and kept for the forms that need it (spec §4, §7). */
export function useCountryList() {
  return useGetCountryList(EMPTY_BODY, { query: ONCE }).data?.data;
}
