// Where the focus goes when the control that had it is gone (WCAG 2.4.3): a record screen's form giving way to
// the list again (src/kit/records) goes back to the control that opened it (Add, the record's Edit), found again
// in the list drawn anew; a confirmed action whose button left with its row (ConfirmButton), or an opener that is
// gone or disabled (the limit reached, say), gives it to the page's heading. It moves only when it was lost (it
// is on <body>): a control the user went on to keeps it.

/** The control that opened a form: its tag, its name and its place among the page's controls of that name. */
export interface Opener {
  tag: string;
  name: string;
  index: number;
}

const nameOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();

const namesakes = (tag: string, name: string) =>
  [...document.querySelectorAll<HTMLElement>(tag)].filter((element) => nameOf(element) === name);

/** The control that has the focus now (the one just pressed), or null. */
export function noteOpener(): Opener | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const name = nameOf(element);
  return {
    tag: element.tagName.toLowerCase(),
    name,
    index: namesakes(element.tagName, name).indexOf(element),
  };
}

const focusLost = () => !document.activeElement || document.activeElement === document.body;

function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  // A heading is not focusable by Tab; -1 lets it take the focus from a script only.
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/** Gives the focus, when it was lost, to `opener` found again, else to the page's heading. */
export function returnFocus(opener: Opener | null): void {
  if (!focusLost()) return;
  const found = opener ? namesakes(opener.tag, opener.name)[opener.index] : undefined;
  const target = found && !found.matches(':disabled') ? found : pageHeading();
  target?.focus();
}

/** How long after a change of the list a lost focus is still its doing (the deleted row's dialog closing). */
const WATCH_MS = 2000;

/**
 * After a change that may remove the control with the focus (a record deleted, an order cancelled, from its
 * row's dialog), the focus, once lost, goes to the page's heading: watched while the page changes, for a short
 * while. With `gone`, only once it says the control is gone (a dialog still giving the focus back to a control
 * that stayed leaves it on <body> for a moment).
 */
export function recoverLostFocus(gone: () => boolean = () => true): void {
  const recover = () => {
    if (!focusLost() || !gone()) return false;
    returnFocus(null);
    return true;
  };
  if (recover()) return;
  const observer = new MutationObserver(() => {
    if (recover()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), WATCH_MS);
}
