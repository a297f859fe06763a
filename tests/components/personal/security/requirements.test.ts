import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KycStatus } from '@generated/models';
import { missingRequirements, type RequirementUser } from '@/features/personal/shared/requirements';

const user = fc.record<RequirementUser>({
  kyc: fc.constantFrom<KycStatus>('approved', 'pending', 'rejected', 'unknown'),
  nickName: fc.option(fc.constantFrom('', '  ', 'Emily', 'A'), { nil: undefined }),
  mobileNumber: fc.option(fc.constantFrom('', '9***4521'), { nil: undefined }),
  googleStatus: fc.option(fc.boolean(), { nil: undefined }),
  isOpenMobileCheck: fc.option(fc.boolean(), { nil: undefined }),
});

describe('fund password and payment methods need KYC, a nickname and a security method (spec §6)', () => {
  it('may use the screen exactly when the spec words hold (oracle from §5/§6), both verdicts seen', () => {
    const verdicts = { allowed: 0, refused: 0 };
    fc.assert(
      fc.property(user, (candidate) => {
        // §6: "KYC approved"; §5: "Nickname: not blank"; §6: "at least one security method (phone or
        // Google) must stay enabled": a bound phone with its verification not switched off, or Google on.
        const kycApproved = candidate.kyc === 'approved';
        const hasNickname = (candidate.nickName ?? '').trim() !== '';
        const phoneMethod = Boolean(candidate.mobileNumber) && candidate.isOpenMobileCheck !== false;
        const securityMethod = phoneMethod || candidate.googleStatus === true;
        const expected = kycApproved && hasNickname && securityMethod;
        const allowed = missingRequirements(candidate, ['kyc', 'nickname', 'securityMethod']).length === 0;
        verdicts[allowed ? 'allowed' : 'refused'] += 1;
        expect(allowed).toBe(expected);
      }),
      { numRuns: 500 },
    );
    expect(verdicts.allowed).toBeGreaterThan(0);
    expect(verdicts.refused).toBeGreaterThan(0);
  });

  it('names the missing needs in the order asked', () => {
    expect(
      missingRequirements({ kyc: 'pending', nickName: '', mobileNumber: '', googleStatus: false }, [
        'securityMethod',
        'kyc',
        'nickname',
      ]),
    ).toEqual(['securityMethod', 'kyc', 'nickname']);
  });
});
