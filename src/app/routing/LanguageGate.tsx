import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import {
  applyLanguage,
  getStoredLanguage,
  isLanguageSegment,
  resolveLanguage,
  saveLanguage,
  withLanguage,
} from '@/i18n';

/** Language of the last path the user was on: the "previous path" source of spec §2. */
let previousPathLanguage: string | undefined;

/** A new page has no previous path (tests only: they render many "pages" in one window). */
export function forgetPreviousPathLanguage() {
  previousPathLanguage = undefined;
}

/**
 * Runs the language rule of spec §2 before each navigation: a path without a language segment is
 * redirected to the prefixed one, an unsupported segment to en_US; the result is applied and saved.
 */
export function LanguageGate() {
  const { lang } = useParams();
  const location = useLocation();
  const { language, needsPrefix } = resolveLanguage({
    pathSegment: isLanguageSegment(lang) ? lang : undefined,
    previousPathSegment: previousPathLanguage,
    readStored: getStoredLanguage,
    browserLanguages: navigator.languages ?? [navigator.language],
  });
  const settled = !needsPrefix && lang === language;

  useEffect(() => {
    if (!settled) return;
    previousPathLanguage = language;
    saveLanguage(language);
    void applyLanguage(language);
  }, [settled, language]);

  if (!settled) {
    const target = withLanguage(location.pathname, language);
    return <Navigate replace to={`${target}${location.search}${location.hash}`} />;
  }
  return <Outlet />;
}
