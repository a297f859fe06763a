import type { ScreenCalls } from '../on-open-calls';

// As the walker's kycApproved user: every identity-verification screen first reads the verification
// overview (spec §4); a kycApproved user sees the verified state.
export const KYC_CALLS: ScreenCalls = {
  // getKycConfig: which types are offered (spec §3).
  'personal/kycEnter': ['getVerificationStatus', 'getKycConfig'],
  'personal/verificationCenter': ['getVerificationStatus'],
  // getKycConfig only when the form is shown (not for a verified user).
  'personal/idAuth': ['getVerificationStatus'],
  // At computer width (at phone width the wizard loads nothing, spec §1).
  'personal/enterpriseCert/:id?': ['getCorporateKycDraft'],
  'personal/enterpriseCertResult': ['getCorporateKycStatus'],
  'personal/entityVerification': ['getVerificationStatus', 'getMyInfoEnterpriseConfig'],
  // The mock has no Sumsub script configured; with one, the token is asked only on "start".
  'personal/sumsub': [],
  'personal/entitySumsub': [],
};
