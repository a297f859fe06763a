// Stand-in for generated/operations.ts (shape in the team conventions) so the request layer's tests control
// hosts and the securityInfo flag.
import type { OperationMeta } from '@generated/operations';

export const operations: readonly OperationMeta[] = [
  {
    operationId: 'getUserInfo',
    method: 'POST',
    path: '/api/v1/user/info',
    tag: 'user',
    host: 'dashboard',
    read: true,
    securityInfo: true,
  },
  {
    operationId: 'login',
    method: 'POST',
    path: '/user/login_in',
    tag: 'user',
    host: 'web',
    read: false,
    securityInfo: true,
  },
  {
    operationId: 'changeLanguage',
    method: 'GET',
    path: '/common/change_language',
    tag: 'common',
    host: 'web',
    read: false,
    securityInfo: true,
  },
  {
    operationId: 'uploadImage',
    method: 'POST',
    path: '/common/upload_img',
    tag: 'upload',
    host: 'upload',
    read: false,
    securityInfo: true,
  },
  {
    operationId: 'payOrder',
    method: 'POST',
    path: '/otc/payment/pay',
    tag: 'otc',
    host: 'web',
    read: false,
    securityInfo: false,
  },
  {
    operationId: 'getCmsList',
    method: 'POST',
    path: '/cms/list',
    tag: 'cms',
    host: 'none',
    read: true,
    securityInfo: true,
  },
];

export const findOperation = (method: string, path: string): OperationMeta | undefined =>
  operations.find((operation) => operation.method === method.toUpperCase() && operation.path === path);
