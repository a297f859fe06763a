import { FORM_NAMESPACES, lazyScreen, type ScreenRegistry } from '../lazy-screen';

// The security forms' labels live in personal and auth (schemas/auth), the screens' own texts in security.
const NAMESPACES = ['security', 'personal', 'auth', ...FORM_NAMESPACES];

/** The personal centre's account and security screens. */
export const PERSONAL_SECURITY_SCREENS: ScreenRegistry = {
  'personal/userManagement': lazyScreen(
    () => import('@/features/personal/account/UserManagementPage'),
    'UserManagementPage',
    NAMESPACES,
  ),
  'personal/changePassword': lazyScreen(
    () => import('@/features/personal/security/ChangePasswordPage'),
    'ChangePasswordPage',
    NAMESPACES,
  ),
  'personal/bindEmail': lazyScreen(
    () => import('@/features/personal/security/BindEmailPage'),
    'BindEmailPage',
    NAMESPACES,
  ),
  'personal/changeEmail': lazyScreen(
    () => import('@/features/personal/security/ChangeEmailPage'),
    'ChangeEmailPage',
    NAMESPACES,
  ),
  'personal/bindPhone': lazyScreen(
    () => import('@/features/personal/security/BindPhonePage'),
    'BindPhonePage',
    NAMESPACES,
  ),
  'personal/changePhone': lazyScreen(
    () => import('@/features/personal/security/ChangePhonePage'),
    'ChangePhonePage',
    NAMESPACES,
  ),
  'personal/bindGoogle': lazyScreen(
    () => import('@/features/personal/security/BindGooglePage'),
    'BindGooglePage',
    NAMESPACES,
  ),
  'personal/closeGoogle': lazyScreen(
    () => import('@/features/personal/security/CloseGooglePage'),
    'CloseGooglePage',
    NAMESPACES,
  ),
  'personal/closePhone': lazyScreen(
    () => import('@/features/personal/security/ClosePhonePage'),
    'ClosePhonePage',
    NAMESPACES,
  ),
  'personal/fundPassword': lazyScreen(
    () => import('@/features/personal/security/FundPasswordPage'),
    'FundPasswordPage',
    NAMESPACES,
  ),
};
