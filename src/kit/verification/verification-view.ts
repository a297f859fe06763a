import type {
  CorporateKycStatus,
  KycStatus,
  VerificationOverview,
  VerificationStatus,
  VerificationType,
} from '@generated/models';

export const VERIFICATION_TYPES: readonly VerificationType[] = ['individual', 'corporate'];

/** What every KYC screen shows, derived from the session's KYC status, the header's one source (spec §4). */
export interface VerificationView {
  kyc: KycStatus;
  /** Verified exactly when the header says so: only KYC 'approved' (spec §4). */
  approved: boolean;
  overall: VerificationStatus;
  statusOf: Record<VerificationType, VerificationStatus>;
  startedType: VerificationType | null;
  /** The type that cannot be chosen: only the other one of a started type (spec §4), and never once verified. */
  locked: VerificationType | null;
}

const other = (type: VerificationType): VerificationType =>
  type === 'individual' ? 'corporate' : 'individual';

const claimOf = (overview: VerificationOverview | undefined, type: VerificationType) =>
  type === 'individual' ? overview?.individualStatus : overview?.corporateStatus;

/**
 * One type's status. "Verified" comes only from the session's KYC status (the header's source): the
 * overview may say which type it is, or that a type is under review, but a stale, disagreeing or missing
 * overview never shows "verified" to a user the header calls unverified, nor is a type ever verified by
 * default.
 */
function typeStatus(
  kyc: KycStatus,
  overview: VerificationOverview | undefined,
  type: VerificationType,
): VerificationStatus {
  const claimed = claimOf(overview, type);
  const otherClaimed = claimOf(overview, other(type));
  const unclaimed = (status: VerificationStatus | undefined) =>
    status === undefined || status === 'not_verified';
  // Neither type names the session's state: it belongs to the started type, if the overview names one.
  const ownsSessionState = !unclaimed(claimed) || (unclaimed(otherClaimed) && overview?.startedType === type);
  if (kyc === 'approved') return ownsSessionState ? 'verified' : 'not_verified';
  if (kyc === 'pending') return ownsSessionState ? 'in_progress' : 'not_verified';
  // Rejected or unknown: a newer application the session does not know yet may be under review.
  return claimed === 'in_progress' ? 'in_progress' : 'not_verified';
}

export function verificationView(
  kyc: KycStatus,
  overview: VerificationOverview | undefined,
): VerificationView {
  const startedType = overview?.startedType ?? null;
  const statusOf = {
    individual: typeStatus(kyc, overview, 'individual'),
    corporate: typeStatus(kyc, overview, 'corporate'),
  };
  const reviewing = kyc === 'pending' || Object.values(statusOf).includes('in_progress');
  return {
    kyc,
    approved: kyc === 'approved',
    overall: kyc === 'approved' ? 'verified' : reviewing ? 'in_progress' : 'not_verified',
    statusOf,
    startedType,
    locked: startedType && kyc !== 'approved' ? other(startedType) : null,
  };
}

const CORPORATE_STATUSES: ReadonlySet<string> = new Set<CorporateKycStatus>([
  'to_be_verified',
  'to_be_improved',
  'pending',
  'refused',
  'completed',
]);

/**
 * The corporate application's state as shown: 'completed' only for a user the session calls approved;
 * otherwise it is under review while KYC is pending, or to be submitted (spec §4, never verified by default).
 * A missing or unrecognised state is `undefined`: the screen says it is unavailable, never guesses one.
 */
export function shownCorporateStatus(kyc: KycStatus, status: unknown): CorporateKycStatus | undefined {
  if (typeof status !== 'string' || !CORPORATE_STATUSES.has(status)) return undefined;
  const known = status as CorporateKycStatus;
  if (known !== 'completed' || kyc === 'approved') return known;
  return kyc === 'pending' ? 'pending' : 'to_be_verified';
}
