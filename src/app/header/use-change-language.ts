import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { changeLanguage } from '@generated/hooks/common/common';
import { type Language, saveLanguage, withLanguage } from '@/i18n';
import { getRuntimeConfig } from '@/api/runtime-config';

/**
 * Spec §4 and §7: a different language is sent to the change-language call; on SUCCESS the cookie is
 * set and the page reloads on the same path with the language segment replaced; on failure nothing.
 */
export function useChangeLanguage(current: Language) {
  const location = useLocation();
  const mutation = useMutation({
    mutationFn: (language: Language) => changeLanguage({ language }),
    onSuccess: (_answer, language) => {
      saveLanguage(language);
      const path = withLanguage(location.pathname, language);
      window.location.assign(`${getRuntimeConfig().basePrefix}${path}${location.search}${location.hash}`);
    },
  });
  return {
    pending: mutation.isPending,
    change: (language: Language) => {
      if (language !== current && !mutation.isPending) mutation.mutate(language);
    },
  };
}
