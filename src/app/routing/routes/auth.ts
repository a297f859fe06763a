import { FORM_NAMESPACES, route } from '../route-record';
import { publicMeta } from './meta';

type PrerenderedForms = typeof import('@/features/auth/prerendered-forms');

/** A screen's chunk with its first form's validator: a prerendered form hydrates as it was rendered. */
const withFormReady =
  <M>(page: () => Promise<M>, ready: (forms: PrerenderedForms) => Promise<void>) =>
  () =>
    Promise.all([page(), import('@/features/auth/prerendered-forms').then(ready)]).then(([module]) => module);

const NAMESPACES = ['auth', ...FORM_NAMESPACES];

/** Account access: login, register, reset password. */
export const AUTH_ROUTES = [
  route({
    path: 'login',
    meta: publicMeta('titles.login'),
    screen: withFormReady(
      () => import('@/features/auth/LoginPage'),
      (forms) => forms.loginFormReady(),
    ),
    exportName: 'LoginPage',
    namespaces: NAMESPACES,
  }),
  route({
    path: 'register',
    meta: publicMeta('titles.register'),
    screen: withFormReady(
      () => import('@/features/auth/RegisterPage'),
      (forms) => forms.registerFormReady(),
    ),
    exportName: 'RegisterPage',
    namespaces: NAMESPACES,
  }),
  route({
    path: 'resetPass',
    meta: publicMeta('titles.resetPass'),
    screen: () => import('@/features/auth/ResetPasswordPage'),
    exportName: 'ResetPasswordPage',
    namespaces: NAMESPACES,
  }),
];
