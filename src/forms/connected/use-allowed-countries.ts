// The country list (fetched once on start) with the site's allow/limit flags applied (spec §6).
import { useMemo } from 'react';
import { useCountryList, usePublicInfo, usePublicInfoSettled } from '@/api/session/startup-data';
import type { Country } from '@/lib/countries';
import { filterCountries } from '@/lib/countries';

/**
 * undefined until both the country list and public info have answered, so a restricted country is never
 * offered for a moment. If the public-info call failed, the whole list is offered (the server still
 * enforces its rules).
 */
export function useAllowedCountries(): Country[] | undefined {
  const countries = useCountryList();
  const publicInfo = usePublicInfo();
  const settled = usePublicInfoSettled();
  return useMemo(
    () => (countries && settled ? filterCountries(countries, publicInfo) : undefined),
    [countries, publicInfo, settled],
  );
}
