// A prerendered page is on screen before its script runs: a click on one of its controls then has
// nothing to answer it, and while React hydrates it may swallow one. The page's inline loader
// (scripts/prerender.mjs) takes such clicks from the start until the app's first render is in; then each is
// clicked again on the control with the same label and rank among the page's controls: the same node when
// the markup was hydrated, its twin when the app rendered afresh over it (QA switch on), whose markup may
// differ around it (React's hoisted links, the QA switch's extras).

/** A control clicked before the app took the page over: its label, and which of the controls so labelled. */
export interface EarlyClick {
  label: string;
  nth: number;
}

declare global {
  interface Window {
    __earlyClicks?: EarlyClick[];
  }
}

const CONTROLS = 'button, [role="button"], [role="tab"]';
const labelOf = (control: Element) => control.getAttribute('aria-label') ?? control.textContent ?? '';

/**
 * Starts taking the clicks on the `controls` in #root: each is recorded, and kept from the page (React may
 * be listening already, and would answer it twice or swallow it). A link is left out: the browser follows
 * it without the app. It runs as an inline script (`earlyClickRecorder`), so it uses nothing but its
 * arguments.
 */
export function recordEarlyClicks(controls: string, labelOf: (control: Element) => string) {
  const clicks: EarlyClick[] = [];
  window.__earlyClicks = clicks;
  document.addEventListener(
    'click',
    (event) => {
      const root = document.getElementById('root');
      const target = event.target;
      if (window.__earlyClicks !== clicks || !root || !(target instanceof Element)) return;
      const control = target.closest(controls);
      if (!control || !root.contains(control) || control.closest('a[href]')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const label = labelOf(control);
      const twins = Array.from(root.querySelectorAll(controls)).filter((other) => labelOf(other) === label);
      clicks.push({ label, nth: twins.indexOf(control) });
    },
    true,
  );
}

/** The recorder as a script for a page's <head>, which runs before #root exists (scripts/prerender.mjs). */
export const earlyClickRecorder = () =>
  `(${recordEarlyClicks.toString()})(${JSON.stringify(CONTROLS)}, ${labelOf.toString()});`;

/**
 * Ends the recording (the app answers clicks from now on) and clicks again, in order, every recorded
 * control still on the page under #root with its label and rank.
 */
export function replayEarlyClicks() {
  const clicks = window.__earlyClicks ?? [];
  window.__earlyClicks = undefined;
  const root = document.getElementById('root');
  if (!root) return;
  for (const { label, nth } of clicks) {
    const twins = Array.from(root.querySelectorAll<HTMLElement>(CONTROLS)).filter(
      (control) => labelOf(control) === label,
    );
    twins[nth]?.click();
  }
}
