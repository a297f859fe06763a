import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_ID } from './SkipLink';

/**
 * WCAG 2.4.3 (focus order): after a route change inside the app (not the first load), the focus moves to the
 * new page's main landmark, so keyboard and screen-reader users start on the new page rather than on the link
 * they left, or at the top of the document once that link is gone. A screen that placed the focus inside
 * its content itself (a tab that changes the address, a field it focuses) keeps it. Only the path counts: a
 * filter written into the query string is not a new page.
 */
export function useFocusMainOnNavigate(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(MAIN_ID);
    if (!main || main.contains(document.activeElement)) return;
    main.focus({ preventScroll: true });
  }, [pathname]);
}
