// What the mocked '@/api/session/startup-data' answers in the country and phone widget tests.
import type { PublicInfo } from '@generated/models';
import type { Country } from '@/lib/countries';

export interface StartupState {
  countries: Country[] | undefined;
  publicInfo: Partial<PublicInfo> | undefined;
  settled: boolean;
}

export const startup: StartupState = { countries: undefined, publicInfo: undefined, settled: true };

export const startupDataMock = {
  useCountryList: () => startup.countries,
  usePublicInfo: () => startup.publicInfo,
  usePublicInfoSettled: () => startup.settled,
};

export function setStartup(next: Partial<StartupState>) {
  Object.assign(startup, { countries: undefined, publicInfo: undefined, settled: true }, next);
}
