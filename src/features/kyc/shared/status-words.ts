import type { VerificationOverview, VerificationType } from '@generated/models';

/** The type the user may not choose any more (spec §4: once one type has started, not the other). */
export function lockedType(overview: VerificationOverview): VerificationType | null {
  if (overview.startedType === 'individual') return 'corporate';
  if (overview.startedType === 'corporate') return 'individual';
  return null;
}

export const statusOf = (overview: VerificationOverview, type: VerificationType) =>
  type === 'individual' ? overview.individualStatus : overview.corporateStatus;
