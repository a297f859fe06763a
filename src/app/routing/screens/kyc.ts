import { FORM_NAMESPACES, lazyScreen, type ScreenRegistry } from '../lazy-screen';

const NAMESPACES = ['kyc', 'personal', ...FORM_NAMESPACES];

/** Identity verification (issue 11). */
export const KYC_SCREENS: ScreenRegistry = {
  'personal/kycEnter': lazyScreen(
    () => import('@/features/kyc/enter/KycEnterPage'),
    'KycEnterPage',
    NAMESPACES,
  ),
  'personal/verificationCenter': lazyScreen(
    () => import('@/features/kyc/center/VerificationCenterPage'),
    'VerificationCenterPage',
    NAMESPACES,
  ),
  'personal/idAuth': lazyScreen(
    () => import('@/features/kyc/individual/IdAuthPage'),
    'IdAuthPage',
    NAMESPACES,
  ),
};
