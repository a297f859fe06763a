import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Document title from the route's pageTitle (an `app` key), followed by the site name. */
export function useDocumentTitle(pageTitle: string) {
  const { t, i18n } = useTranslation('app');
  useEffect(() => {
    document.title = `${t(pageTitle)} | ${t('siteName')}`;
  }, [t, pageTitle, i18n.language]);
}
