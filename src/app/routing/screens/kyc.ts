import { FORM_NAMESPACES, lazyScreen, type ScreenRegistry } from '../lazy-screen';

const NAMESPACES = ['kyc', 'personal', ...FORM_NAMESPACES];

/** Identity verification. */
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
  'personal/enterpriseCert/:id?': lazyScreen(
    () => import('@/features/kyc/corporate/EnterpriseCertPage'),
    'EnterpriseCertPage',
    NAMESPACES,
  ),
  'personal/enterpriseCertResult': lazyScreen(
    () => import('@/features/kyc/corporate/EnterpriseCertResultPage'),
    'EnterpriseCertResultPage',
    NAMESPACES,
  ),
  'personal/entityVerification': lazyScreen(
    () => import('@/features/kyc/corporate/EntityVerificationPage'),
    'EntityVerificationPage',
    NAMESPACES,
  ),
  'personal/sumsub': lazyScreen(() => import('@/features/kyc/sumsub/SumsubPage'), 'SumsubPage', NAMESPACES),
  'personal/entitySumsub': lazyScreen(
    () => import('@/features/kyc/sumsub/EntitySumsubPage'),
    'EntitySumsubPage',
    NAMESPACES,
  ),
};
