import { useGetKycConfig } from '@generated/hooks/kyc/kyc';
import type { KycConfig } from '@generated/models';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { NO_BODY } from './use-verification';

export type IndividualProvider = KycConfig['individual']['providers'][number];

/** Which verification types and providers are offered (getKycConfig). */
export function useKycConfig() {
  return useGetKycConfig(NO_BODY, { query: { meta: SHOWS_OWN_ERRORS, staleTime: Infinity } });
}
