import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the page's one main landmark, the skip link's target (AppLayout). */
export const MAIN_ID = 'main-content';

/** Focuses the main landmark and brings it into view, without adding `#main-content` to the address. */
export function focusMain(): void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  main.focus({ preventScroll: true });
  main.scrollIntoView({ block: 'start' });
}

/**
 * WCAG 2.4.1 (bypass blocks): the first control of every page, shown when it has the focus, moves the focus
 * past the header and the side navigation to the main landmark. Before the app runs (a prerendered page) it
 * is a plain in-page link, which the browser follows to the same place.
 */
export function SkipLink() {
  const { t } = useTranslation('app');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusMain();
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      {t('skipToMain')}
    </a>
  );
}
