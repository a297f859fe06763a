import { FORM_NAMESPACES, lazyScreen, type ScreenRegistry } from '../lazy-screen';

/** Account access: login, register, reset password. */
export const AUTH_SCREENS: ScreenRegistry = {
  login: lazyScreen(
    () =>
      Promise.all([
        import('@/features/auth/LoginPage'),
        import('@/features/auth/prerendered-forms').then((module) => module.loginFormReady()),
      ]).then(([module]) => module),
    'LoginPage',
    ['auth', ...FORM_NAMESPACES],
  ),
  register: lazyScreen(
    () =>
      Promise.all([
        import('@/features/auth/RegisterPage'),
        import('@/features/auth/prerendered-forms').then((module) => module.registerFormReady()),
      ]).then(([module]) => module),
    'RegisterPage',
    ['auth', ...FORM_NAMESPACES],
  ),
  resetPass: lazyScreen(() => import('@/features/auth/ResetPasswordPage'), 'ResetPasswordPage', [
    'auth',
    ...FORM_NAMESPACES,
  ]),
};
