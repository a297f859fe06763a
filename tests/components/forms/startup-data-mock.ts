// What the mocked '@/api/session/startup-data' answers in the country and phone widget tests.
import type { PublicInfo, PublicInfoEnvelope } from '@generated/models';
import type { Country } from '@/lib/countries';
import { contractExample } from '../../test-utils/contract-examples';

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

/** The data of a named example of getPublicInfo (openapi/examples/public.yaml). */
export const publicInfoExample = (name: string) =>
  (contractExample('public', name) as PublicInfoEnvelope).data;

export function setStartup(next: Partial<StartupState>) {
  Object.assign(startup, { countries: undefined, publicInfo: undefined, settled: true }, next);
}
