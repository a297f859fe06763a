import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { MAIN_ID } from './SkipLink';

/**
 * WCAG 2.4.3 (focus order): after the user goes to another page inside the app (a link, a button, Back or
 * Forward: a PUSH or POP), the focus moves to the new page's main landmark, so keyboard and screen-reader
 * users start on the new page rather than on the link they left, or at the top of the document once that
 * link is gone. Not on the first load (the browser starts at the top), and not on a REPLACE: a guard's or the
 * language rule's redirect (spec §2, §4) finishes a navigation the user already made, and the focus it moved
 * stays. A screen that placed the focus inside its content itself (a field it focuses) keeps it. Only the
 * path counts: a tab or filter written into the query string is not a new page.
 */
export function useFocusMainOnNavigate(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType === 'REPLACE') return;
    const main = document.getElementById(MAIN_ID);
    if (!main || main.contains(document.activeElement)) return;
    main.focus({ preventScroll: true });
  }, [pathname, navigationType]);
}
