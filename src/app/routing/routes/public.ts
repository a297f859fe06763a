import { publicMeta } from './meta';
import { route } from '../route-record';

/** Home and the QA forms gallery. */
export const PUBLIC_ROUTES = [
  route({
    path: '',
    meta: publicMeta('titles.home', { appRouter: true }),
    screen: () => import('@/features/home/HomePage'),
    exportName: 'HomePage',
    namespaces: ['home'],
  }),
  // QA only (shown when the runtime config's QA switch is on): every form of the product.
  route({
    path: 'qa/forms',
    meta: publicMeta('titles.formsGallery'),
    screen: () => import('../../qa/FormsGallery'),
    exportName: 'FormsGallery',
    namespaces: 'all',
  }),
];
