import { FORM_NAMESPACES, lazyScreen, type ScreenRegistry } from '../lazy-screen';

/** Account access: login, register, reset password (issue 10). */
export const AUTH_SCREENS: ScreenRegistry = {
  login: lazyScreen(() => import('@/features/auth/LoginPage'), 'LoginPage', ['auth', ...FORM_NAMESPACES]),
  register: lazyScreen(() => import('@/features/auth/RegisterPage'), 'RegisterPage', [
    'auth',
    ...FORM_NAMESPACES,
  ]),
  resetPass: lazyScreen(() => import('@/features/auth/ResetPasswordPage'), 'ResetPasswordPage', [
    'auth',
    ...FORM_NAMESPACES,
  ]),
};
