import { FORM_NAMESPACES } from '../route-record';
import { personalRoute } from './meta';

const NAMESPACES = ['kyc', 'personal', ...FORM_NAMESPACES];

/** Identity verification (personal centre pages). */
export const KYC_ROUTES = [
  personalRoute('kycEnter', {
    screen: () => import('@/features/kyc/enter/KycEnterPage'),
    exportName: 'KycEnterPage',
    namespaces: NAMESPACES,
  }),
  personalRoute('idAuth', {
    screen: () => import('@/features/kyc/individual/IdAuthPage'),
    exportName: 'IdAuthPage',
    namespaces: NAMESPACES,
  }),
  personalRoute('verificationCenter', {
    screen: () => import('@/features/kyc/center/VerificationCenterPage'),
    exportName: 'VerificationCenterPage',
    namespaces: NAMESPACES,
  }),
  personalRoute('sumsub', {
    screen: () => import('@/features/kyc/sumsub/SumsubPage'),
    exportName: 'SumsubPage',
    namespaces: NAMESPACES,
  }),
  personalRoute('entityVerification', {
    screen: () => import('@/features/kyc/corporate/EntityVerificationPage'),
    exportName: 'EntityVerificationPage',
    namespaces: NAMESPACES,
  }),
  personalRoute('entitySumsub', {
    screen: () => import('@/features/kyc/sumsub/EntitySumsubPage'),
    exportName: 'EntitySumsubPage',
    namespaces: NAMESPACES,
  }),
  personalRoute(
    'enterpriseCert/:id?',
    {
      screen: () => import('@/features/kyc/corporate/EnterpriseCertPage'),
      exportName: 'EnterpriseCertPage',
      namespaces: NAMESPACES,
    },
    { pageIntro: 'kyc:wizard.intro' },
  ),
  personalRoute('enterpriseCertResult', {
    screen: () => import('@/features/kyc/corporate/EnterpriseCertResultPage'),
    exportName: 'EnterpriseCertResultPage',
    namespaces: NAMESPACES,
  }),
];
