import { useGetKycConfig } from '@generated/hooks/kyc/kyc';
import type { KycConfig, KycProvider, VerificationType } from '@generated/models';
import { NO_BODY } from './use-verification';

/** Which verification types and providers are offered (getKycConfig). */
export function useKycConfig() {
  return useGetKycConfig(NO_BODY, { query: { staleTime: Infinity } });
}

/**
 * The ways a type is offered. Only an explicit `enabled: false` closes it; a configuration that does not
 * describe the type (contract KycTypeConfig: every field optional) offers the app's own form, the spec's
 * way (spec §2 /personal/idAuth and the corporate wizard, §7 `api/v1/user/kyc/personal`): the server still
 * decides on submit. A missing field never reads as "closed".
 */
export function offeredProviders(config: KycConfig | undefined, type: VerificationType): KycProvider[] {
  const entry = config?.[type];
  if (entry?.enabled === false) return [];
  return entry?.providers ?? ['manual'];
}

/** Whether a type can be started: closed only by the configuration's explicit `enabled: false`. */
export const isTypeOffered = (config: KycConfig | undefined, type: VerificationType) =>
  config?.[type]?.enabled !== false;
