import { namespaces } from '@/i18n';
import { lazyScreen, type ScreenRegistry } from '../lazy-screen';

export const PUBLIC_SCREENS: ScreenRegistry = {
  '': lazyScreen(() => import('@/features/home/HomePage'), 'HomePage', ['home']),
  // QA only (shown when the runtime config's QA switch is on): every form of the product.
  'qa/forms': lazyScreen(() => import('../../qa/FormsGallery'), 'FormsGallery', namespaces),
};
