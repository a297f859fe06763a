// Spec §4: one KYC status. Verified exactly when the session's KYC (the header's) is approved, whatever
// the overview says; an unverified user always has a type to start; a type is locked only by the other.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KycStatus, VerificationOverview, VerificationStatus } from '@generated/models';
import { shownCorporateStatus, verificationView } from '@/kit/verification/verification-view';

const KYC: KycStatus[] = ['approved', 'pending', 'rejected', 'unknown'];
const STATUS: VerificationStatus[] = ['not_verified', 'in_progress', 'verified'];
const overview = fc.record({
  individualStatus: fc.constantFrom(...STATUS),
  corporateStatus: fc.constantFrom(...STATUS),
  startedType: fc.constantFrom('individual' as const, 'corporate' as const, null),
  kyc: fc.constantFrom(...KYC),
  corporateKycStatus: fc.constantFrom('to_be_verified' as const, 'pending' as const, 'completed' as const),
  remark: fc.constant(''),
}) as fc.Arbitrary<VerificationOverview>;

describe('verificationView', () => {
  it('says verified only for approved KYC, and leaves an unverified user a type to start', () => {
    const verdicts = { verified: 0, not: 0 };
    fc.assert(
      fc.property(fc.constantFrom(...KYC), fc.option(overview, { nil: undefined }), (kyc, answer) => {
        const view = verificationView(kyc, answer);
        // Oracle: spec §4 "KYC status 'approved' enables ...; any other value disables them".
        const verified = kyc === 'approved';
        verdicts[verified ? 'verified' : 'not'] += 1;
        expect(view.approved).toBe(verified);
        expect(view.overall === 'verified').toBe(verified);
        const typesVerified = Object.values(view.statusOf).filter((s) => s === 'verified');
        if (!verified) expect(typesVerified).toEqual([]);
        // "Once one verification type has started, the user cannot switch to the other": only that one.
        if (!verified)
          expect(view.locked).toBe(
            answer?.startedType ? (answer.startedType === 'individual' ? 'corporate' : 'individual') : null,
          );
        // The started type itself is never locked: an unverified user can always start or continue one.
        if (answer?.startedType) expect(view.locked).not.toBe(answer.startedType);
      }),
      { numRuns: 300 },
    );
    expect(verdicts.verified).toBeGreaterThan(0);
    expect(verdicts.not).toBeGreaterThan(0);
  });

  it('shows a completed corporate application only to an approved user', () => {
    expect(shownCorporateStatus('approved', 'completed')).toBe('completed');
    expect(shownCorporateStatus('pending', 'completed')).toBe('pending');
    expect(shownCorporateStatus('unknown', 'completed')).toBe('to_be_verified');
    expect(shownCorporateStatus('unknown', 'refused')).toBe('refused');
  });
});
