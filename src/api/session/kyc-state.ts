import type { KycStatus, UserInfo } from '@generated/models';

const KNOWN: ReadonlySet<string> = new Set<KycStatus>(['approved', 'pending', 'rejected', 'unknown']);

/**
 * The user's KYC status as the whole app reads it (spec §3 user info `kyc`, §4): the header, the guards and
 * every KYC screen take it from here. A missing or unrecognised value is `unknown`, never approved.
 */
export function kycOf(user: Pick<UserInfo, 'kyc'> | null | undefined): KycStatus {
  const kyc: unknown = user?.kyc;
  return typeof kyc === 'string' && KNOWN.has(kyc) ? (kyc as KycStatus) : 'unknown';
}

/** Spec §4: only 'approved' enables trade and assets. */
export const isKycApproved = (user: Pick<UserInfo, 'kyc'> | null | undefined) => kycOf(user) === 'approved';
