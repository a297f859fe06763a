import { FORM_NAMESPACES } from '../route-record';
import { personalRoute } from './meta';

// The security forms' labels live in personal and auth (schemas/auth), the screens' own texts in security.
const NAMESPACES = ['security', 'personal', 'auth', ...FORM_NAMESPACES];

/** The personal centre's account and security screens. */
export const PERSONAL_SECURITY_ROUTES = [
  personalRoute('userManagement', {
    screen: () => import('@/features/personal/account/UserManagementPage'),
    exportName: 'UserManagementPage',
    namespaces: NAMESPACES,
  }),
  personalRoute('changePassword', {
    screen: () => import('@/features/personal/security/ChangePasswordPage'),
    exportName: 'ChangePasswordPage',
    namespaces: NAMESPACES,
  }),
  personalRoute('bindEmail', {
    screen: () => import('@/features/personal/security/BindEmailPage'),
    exportName: 'BindEmailPage',
    namespaces: NAMESPACES,
  }),
  personalRoute('bindPhone', {
    screen: () => import('@/features/personal/security/BindPhonePage'),
    exportName: 'BindPhonePage',
    namespaces: NAMESPACES,
  }),
  personalRoute('changeEmail', {
    screen: () => import('@/features/personal/security/ChangeEmailPage'),
    exportName: 'ChangeEmailPage',
    namespaces: NAMESPACES,
  }),
  personalRoute('changePhone', {
    screen: () => import('@/features/personal/security/ChangePhonePage'),
    exportName: 'ChangePhonePage',
    namespaces: NAMESPACES,
  }),
  personalRoute('bindGoogle', {
    screen: () => import('@/features/personal/security/BindGooglePage'),
    exportName: 'BindGooglePage',
    namespaces: NAMESPACES,
  }),
  personalRoute('closeGoogle', {
    screen: () => import('@/features/personal/security/CloseGooglePage'),
    exportName: 'CloseGooglePage',
    namespaces: NAMESPACES,
  }),
  personalRoute('closePhone', {
    screen: () => import('@/features/personal/security/ClosePhonePage'),
    exportName: 'ClosePhonePage',
    namespaces: NAMESPACES,
  }),
  // Not in spec §2's table; the personal centre needs it (spec §3 fund password).
  personalRoute('fundPassword', {
    screen: () => import('@/features/personal/security/FundPasswordPage'),
    exportName: 'FundPasswordPage',
    namespaces: NAMESPACES,
  }),
];
