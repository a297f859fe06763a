// One polite live region for news that has no place of its own on the screen (WCAG 4.1.3): a record saved
// while its form went away, say. The region is made once and stays; the text is put in a moment after the
// region exists, so a screen reader that had not seen the region yet still reads it.

/** The region's id (and test id). */
export const POLITE_NEWS_ID = 'polite-news';
const HIDDEN =
  'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0';

function region(): HTMLElement {
  const existing = document.getElementById(POLITE_NEWS_ID);
  if (existing) return existing;
  const made = document.createElement('div');
  made.id = POLITE_NEWS_ID;
  made.setAttribute('role', 'status');
  made.setAttribute('data-testid', POLITE_NEWS_ID);
  made.style.cssText = HIDDEN;
  document.body.append(made);
  return made;
}

/** Makes the region now (say when a screen that will announce opens), so its first news is read. */
export function preparePoliteNews(): void {
  region();
}

/** Reads `text` out politely, once: after what the user is hearing, without moving the focus. */
export function announcePolitely(text: string): void {
  const target = region();
  // Emptied first, so the same news twice in a row is read twice.
  target.textContent = '';
  requestAnimationFrame(() => {
    target.textContent = text;
  });
}
