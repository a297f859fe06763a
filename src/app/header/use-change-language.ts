import { useLocation } from 'react-router';
import { useChangeLanguage as useChangeLanguageCall } from '@generated/hooks/common/common';
import { getRuntimeConfig } from '@/api/runtime-config';
import { type Language, saveLanguage, withLanguage } from '@/i18n';

/**
 * Spec §4 and §7: a different language is sent to the change-language call; on SUCCESS the cookie is
 * set and the page reloads on the same path with the language segment replaced; on failure nothing
 * (so no error toast either).
 */
export function useChangeLanguage(current: Language) {
  const location = useLocation();
  const mutation = useChangeLanguageCall({
    mutation: {
      onSuccess: (_answer, { params }) => {
        const language = params.language as Language;
        saveLanguage(language);
        const path = withLanguage(location.pathname, language);
        window.location.assign(`${getRuntimeConfig().basePrefix}${path}${location.search}${location.hash}`);
      },
    },
  });
  return {
    pending: mutation.isPending,
    change: (language: Language) => {
      if (language !== current && !mutation.isPending) mutation.mutate({ params: { language } });
    },
  };
}
