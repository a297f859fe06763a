import { FORM_NAMESPACES, lazyScreen, type ScreenRegistry } from '../lazy-screen';

/** Account access: login, register, reset password. */
export const AUTH_SCREENS: ScreenRegistry = {
  login: lazyScreen(
    () =>
      Promise.all([
        import('@/features/auth/LoginPage'),
        import('@/features/auth/login-form-ready').then((module) => module.loginFormReady()),
      ]).then(([module]) => module),
    'LoginPage',
    ['auth', ...FORM_NAMESPACES],
  ),
  register: lazyScreen(() => import('@/features/auth/RegisterPage'), 'RegisterPage', [
    'auth',
    ...FORM_NAMESPACES,
  ]),
  resetPass: lazyScreen(() => import('@/features/auth/ResetPasswordPage'), 'ResetPasswordPage', [
    'auth',
    ...FORM_NAMESPACES,
  ]),
};
