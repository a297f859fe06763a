import { FORM_NAMESPACES, lazyScreen, type ScreenRegistry } from '../lazy-screen';

type PrerenderedForms = typeof import('@/features/auth/prerendered-forms');

/** A screen's chunk with its first form's validator: a prerendered form hydrates as it was rendered. */
const withFormReady =
  <M>(page: () => Promise<M>, ready: (forms: PrerenderedForms) => Promise<void>) =>
  () =>
    Promise.all([page(), import('@/features/auth/prerendered-forms').then(ready)]).then(([module]) => module);

/** Account access: login, register, reset password. */
export const AUTH_SCREENS: ScreenRegistry = {
  login: lazyScreen(
    withFormReady(
      () => import('@/features/auth/LoginPage'),
      (forms) => forms.loginFormReady(),
    ),
    'LoginPage',
    ['auth', ...FORM_NAMESPACES],
  ),
  register: lazyScreen(
    withFormReady(
      () => import('@/features/auth/RegisterPage'),
      (forms) => forms.registerFormReady(),
    ),
    'RegisterPage',
    ['auth', ...FORM_NAMESPACES],
  ),
  resetPass: lazyScreen(() => import('@/features/auth/ResetPasswordPage'), 'ResetPasswordPage', [
    'auth',
    ...FORM_NAMESPACES,
  ]),
};
