import { useCountryList, usePublicInfo } from '@/api/session/startup-data';

/** Starts the start-up calls of spec §4 (public info, country list; user info is the session's). */
export function StartupData() {
  usePublicInfo();
  useCountryList();
  return null;
}
